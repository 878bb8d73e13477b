import { realtimeEventTypes } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { broadcastTripEvents } from './trip-event-channel';

/** The same list the WebSocket protocol names (packages/domain/src/realtime). */
const tripEventTypes = realtimeEventTypes;
type TripEventType = (typeof tripEventTypes)[number];

/**
 * DESIGN.md §5/§8: ids only (a NOTIFY payload stays far under 8000 bytes); the receiver reads the rows.
 * `bid_id` is set on the bid events.
 */
export type TripEvent = { type: TripEventType; trip_id: number; bid_id?: number };

/**
 * The real-time seam: called after the transaction commits, never inside it, so no subscriber hears
 * of a change that was rolled back. It sends the events to every API process on the database (the
 * change path, trip-event-channel.ts), where the realtime module listens for them.
 */
type TripEvents = {
  publish: (event: TripEvent) => void | Promise<void>;
  /** Several events in one round trip to the database, delivered in order. */
  publishMany: (events: readonly TripEvent[]) => void | Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tripEvents: TripEvents;
  }
}

/**
 * Publishes and never fails the caller: the change is committed; a lost event is healed by polling.
 * However many events (an accept that rejects a hundred bids), one round trip before the response.
 */
export async function publishTripEvents(app: FastifyInstance, events: readonly TripEvent[]) {
  if (events.length === 0) return;
  try {
    // The common single event keeps the plain call, which wrappers of the seam (bench timing) hook.
    if (events.length === 1) await app.tripEvents.publish(events[0]!);
    else await app.tripEvents.publishMany(events);
  } catch (err) {
    app.log.error({ err, count: events.length, events: events.slice(0, 20) }, 'trip events not published');
  }
}

export function publishTripUpdated(app: FastifyInstance, tripIds: readonly number[]) {
  return publishTripEvents(
    app,
    tripIds.map((trip_id) => ({ type: 'trip.updated', trip_id })),
  );
}

export default fp(
  async function tripEvents(app: FastifyInstance) {
    app.decorate('tripEvents', {
      publish: (event) => broadcastTripEvents(app.database, [event]),
      publishMany: (events) => broadcastTripEvents(app.database, events),
    });
  },
  { name: 'trip-events' },
);

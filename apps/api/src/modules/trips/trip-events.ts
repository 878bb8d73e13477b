import { realtimeEventTypes } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The same list the WebSocket protocol names (packages/domain/src/realtime). */
export const tripEventTypes = realtimeEventTypes;
export type TripEventType = (typeof tripEventTypes)[number];

/**
 * DESIGN.md §5/§8: ids only (a NOTIFY payload stays far under 8000 bytes); the receiver reads the rows.
 * `bid_id` is set on the bid events.
 */
export type TripEvent = { type: TripEventType; trip_id: number; bid_id?: number };

/**
 * The real-time seam: called after the transaction commits, never inside it, so no subscriber hears
 * of a change that was rolled back. The default does nothing; the realtime module
 * (modules/realtime/plugin.ts) decorates `tripEvents` with a LISTEN/NOTIFY publisher before this
 * plugin runs.
 */
export type TripEvents = { publish: (event: TripEvent) => void | Promise<void> };

export const createNoopTripEvents = (): TripEvents => ({ publish: () => {} });

declare module 'fastify' {
  interface FastifyInstance {
    tripEvents: TripEvents;
  }
}

/** Publishes and never fails the caller: the change is committed; a lost event is healed by polling. */
export async function publishTripEvents(app: FastifyInstance, events: readonly TripEvent[]) {
  for (const event of events) {
    try {
      await app.tripEvents.publish(event);
    } catch (err) {
      app.log.error({ err, event }, 'trip event not published');
    }
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
    if (!app.hasDecorator('tripEvents')) app.decorate('tripEvents', createNoopTripEvents());
  },
  { name: 'trip-events' },
);

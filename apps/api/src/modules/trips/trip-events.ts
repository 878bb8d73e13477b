import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** DESIGN.md §5/§8: ids only; the receiver reads the rows. More types arrive with bids. */
export type TripEvent = { type: 'trip.updated'; trip_id: number };

/**
 * The real-time seam: called after the transaction commits, never inside it, so no subscriber hears
 * of a change that was rolled back. The default does nothing; the realtime module decorates
 * `tripEvents` with a LISTEN/NOTIFY publisher before this plugin runs.
 */
export type TripEvents = { publish: (event: TripEvent) => void | Promise<void> };

export const createNoopTripEvents = (): TripEvents => ({ publish: () => {} });

declare module 'fastify' {
  interface FastifyInstance {
    tripEvents: TripEvents;
  }
}

/** Publishes and never fails the caller: the change is committed; a lost event is healed by polling. */
export async function publishTripUpdated(app: FastifyInstance, tripIds: readonly number[]) {
  for (const trip_id of tripIds) {
    try {
      await app.tripEvents.publish({ type: 'trip.updated', trip_id });
    } catch (err) {
      app.log.error({ err, trip_id }, 'trip event not published');
    }
  }
}

export default fp(
  async function tripEvents(app: FastifyInstance) {
    if (!app.hasDecorator('tripEvents')) app.decorate('tripEvents', createNoopTripEvents());
  },
  { name: 'trip-events' },
);

import type { FastifyInstance } from 'fastify';
import type { TripEvent } from '../../src/modules/booking/trips/trip-events';

/**
 * Shows `see` every event the app publishes, one by one whether it went out alone or in a batch,
 * then passes them on (unless `forward` is false). Returns what puts the publisher back.
 */
export function watchTripEvents(
  app: FastifyInstance,
  see: (event: TripEvent) => unknown,
  { forward = true }: { forward?: boolean } = {},
) {
  const events = app.tripEvents;
  const { publish, publishMany } = events;
  events.publish = async (event) => {
    await see(event);
    if (forward) await publish(event);
  };
  events.publishMany = async (batch) => {
    for (const event of batch) await see(event);
    if (forward) await publishMany(batch);
  };
  return () => {
    events.publish = publish;
    events.publishMany = publishMany;
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { TripEvent } from '../trips/trip-events';
import type { TripFacts } from './trip-facts-repo';

type DispatcherOptions = {
  /** Cheap, in memory: whether this process has anyone to tell about the event. */
  wants: (event: TripEvent) => boolean;
  read: (tripIds: readonly number[]) => Promise<Map<number, TripFacts>>;
  deliver: (event: TripEvent, facts: TripFacts) => void;
  /** The read failed: these trips' subscribers missed an event. */
  onLost: (tripIds: readonly number[]) => void;
  log: FastifyBaseLogger;
};

/**
 * Turns received events into deliveries. Events that arrive while a read is running are read
 * together in the next one (one query per batch, however many events), and batches run one after
 * another, so subscribers see a trip's events in the order they were published.
 */
export function createEventDispatcher({ wants, read, deliver, onLost, log }: DispatcherOptions) {
  let queue: TripEvent[] = [];
  let running: Promise<void> | undefined;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.filter(wants);
      queue = [];
      if (batch.length === 0) continue;
      const tripIds = [...new Set(batch.map((e) => e.trip_id))];
      let facts: Map<number, TripFacts>;
      try {
        facts = await read(tripIds);
      } catch (err) {
        log.error({ err, tripIds }, 'realtime: could not read trips for events');
        onLost(tripIds);
        continue;
      }
      for (const event of batch) {
        const trip = facts.get(event.trip_id);
        try {
          if (trip) deliver(event, trip);
        } catch (err) {
          log.error({ err, event }, 'realtime: delivery failed');
        }
      }
    }
  }

  function schedule() {
    if (running) return;
    running = drain().finally(() => {
      running = undefined;
      // Pushed after the loop ended but before this ran.
      if (queue.length > 0) schedule();
    });
  }

  return {
    push(event: TripEvent) {
      queue.push(event);
      schedule();
    },
    /** Resolves when every event received so far has been delivered. */
    idle: async () => {
      while (running) await running;
    },
  };
}

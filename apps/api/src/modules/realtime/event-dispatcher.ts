import type { FastifyBaseLogger } from 'fastify';
import type { BidFacts, EventFacts, TripEvent, TripFacts } from '../booking';

export type BatchIds = { tripIds: readonly number[]; bidIds: readonly number[] };

type DispatcherOptions = {
  /** Cheap, in memory: whether this process has anyone to tell about the event. */
  wants: (event: TripEvent) => boolean;
  /** Cheap, in memory: whether the event's bid must be read too (a driver here may own it). */
  wantsBid: (event: TripEvent) => boolean;
  read: (ids: BatchIds) => Promise<EventFacts>;
  /** `bid` is there when it was read (see `wantsBid`) and still exists. */
  deliver: (event: TripEvent, trip: TripFacts, bid: BidFacts | undefined) => void;
  /** The read failed: these trips' subscribers (and these bids' drivers) missed an event. */
  onLost: (ids: BatchIds) => void;
  log: FastifyBaseLogger;
};

/**
 * Turns received events into deliveries. Events that arrive while a read is running are read
 * together in the next one (one query for the trips and one for the bids per batch, however many
 * events), and batches run one after another, so subscribers see a trip's events in the order they
 * were published.
 */
export function createEventDispatcher({ wants, wantsBid, read, deliver, onLost, log }: DispatcherOptions) {
  let queue: TripEvent[] = [];
  let running: Promise<void> | undefined;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.filter(wants);
      queue = [];
      if (batch.length === 0) continue;
      const tripIds = [...new Set(batch.map((e) => e.trip_id))];
      const bidIds = [
        ...new Set(batch.flatMap((e) => (e.bid_id !== undefined && wantsBid(e) ? [e.bid_id] : []))),
      ];
      let facts: EventFacts;
      try {
        facts = await read({ tripIds, bidIds });
      } catch (err) {
        log.error({ err, tripIds, bidIds }, 'realtime: could not read trips for events');
        onLost({ tripIds, bidIds });
        continue;
      }
      for (const event of batch) {
        const trip = facts.trips.get(event.trip_id);
        const bid = event.bid_id === undefined ? undefined : facts.bids.get(event.bid_id);
        try {
          if (trip) deliver(event, trip, bid);
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

import type { DbOrTx } from '../../../db/client';
import { type BidFacts, type EventFacts, readEventFacts, type TripFacts } from './trip-facts-repo';

// What a batch of trip events is about, as real time tells each subscriber: the trips' standing and the
// bids' drivers, read once per batch after the events were announced.

export type { BidFacts, EventFacts, TripFacts };

/** The trips and bids of a batch, read side by side (two queries however many events). */
export function factsOfEvents(
  db: DbOrTx,
  ids: { tripIds: readonly number[]; bidIds: readonly number[] },
  now: Date,
): Promise<EventFacts> {
  return readEventFacts(db, ids, now);
}

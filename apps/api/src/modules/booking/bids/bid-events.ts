import type { TripEvent } from '../trips/trip-events';
import type { BidRow } from './repo';

/** The real-time events for bids that changed (ids only: DESIGN.md §8). */
export function bidEvents(
  type: 'bid.created' | 'bid.updated' | 'bid.withdrawn',
  rows: readonly BidRow[],
): TripEvent[] {
  return rows.map((b) => ({ type, trip_id: b.tripId, bid_id: b.id }));
}

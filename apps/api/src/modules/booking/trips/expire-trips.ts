import type { DbOrTx } from '../../../db/client';
import { bidEvents } from '../bids/bid-events';
import { activeBidsOfTrips, endActiveBids, expireLapsedBids } from '../bids/repo';
import { refundCarriedAdvances } from '../reliability/carried-advance';
import { expireDueTrips as expireDueTripsInDb } from './repo';
import type { TripEvent } from './trip-events';
import { pushTripsExpired } from './trip-pushes';

// One round expires at most this many; a backlog (the API was down for a day) clears over a few rounds.
const EXPIRY_BATCH = 500;

export type ExpiredTrips = {
  tripIds: number[];
  /** To publish after commit: trip.updated per trip, bid.updated per bid that ended with its trip. */
  events: TripEvent[];
};

/**
 * DESIGN.md §6: requested trips whose pickup time has passed without an accepted bid become expired
 * (a system event each), and so do their bids; bids past their own expiry on trips still open are
 * marked expired too (reads already treat them so; this keeps the rows honest). Runs in the caller's
 * transaction.
 */
export async function expireDueTrips(tx: DbOrTx, now: Date): Promise<ExpiredTrips> {
  const tripIds = await expireDueTripsInDb(tx, now, EXPIRY_BATCH);
  await pushTripsExpired(tx, tripIds, now);
  // A trip its driver gave back may carry the advance paid for that booking: it ends unbooked, so back.
  await refundCarriedAdvances(tx, tripIds, now);
  const endedBids =
    tripIds.length > 0
      ? await endActiveBids(tx, activeBidsOfTrips(tripIds), { outcome: 'expired', now })
      : [];
  // A lapsed bid already reads as expired everywhere, so marking it tells no one anything new.
  await expireLapsedBids(tx, now, EXPIRY_BATCH);
  const tripEvents = tripIds.map((trip_id): TripEvent => ({ type: 'trip.updated', trip_id }));
  return { tripIds, events: [...tripEvents, ...bidEvents('bid.updated', endedBids)] };
}

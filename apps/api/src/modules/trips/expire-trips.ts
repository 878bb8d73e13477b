import type { DbOrTx } from '../../db/client';
import { activeBidsOfTrips, endActiveBids, expireLapsedBids } from '../bids/repo';
import { expireDueTrips as expireDueTripsInDb } from './repo';

// One round expires at most this many; a backlog (the API was down for a day) clears over a few rounds.
const EXPIRY_BATCH = 500;

/**
 * DESIGN.md §6: requested trips whose pickup time has passed without an accepted bid become expired
 * (a system event each), and so do their bids; bids past their own expiry on trips still open are
 * marked expired too (reads already treat them so; this keeps the rows honest). Runs in the caller's
 * transaction; returns the ids of the expired trips to publish after commit.
 */
export async function expireDueTrips(tx: DbOrTx, now: Date): Promise<number[]> {
  const tripIds = await expireDueTripsInDb(tx, now, EXPIRY_BATCH);
  if (tripIds.length > 0) await endActiveBids(tx, activeBidsOfTrips(tripIds), { outcome: 'expired', now });
  await expireLapsedBids(tx, now, EXPIRY_BATCH);
  return tripIds;
}

import type { DbOrTx } from '../../db/client';
import { addCompletedTrip, addRating } from './repo';

// What booking keeps on a driver's card as their trips end: the stars of each review and the trips done.

/** One more review of the driver, in the caller's transaction; the driver as it now stands. */
export function recordRating(tx: DbOrTx, driverId: number, rating: number, now: Date) {
  return addRating(tx, driverId, rating, now);
}

/** One more completed trip of the driver, in the caller's transaction. */
export function recordCompletedTrip(tx: DbOrTx, driverId: number, now: Date) {
  return addCompletedTrip(tx, driverId, now);
}

import type { DbOrTx } from '../../db/client';
import { expireDueTrips as expireDueTripsInDb } from './repo';

// One round expires at most this many; a backlog (the API was down for a day) clears over a few rounds.
const EXPIRY_BATCH = 500;

/**
 * DESIGN.md §6: requested trips whose pickup time has passed without an accepted bid become expired
 * (a system event each). Runs in the caller's transaction; returns the ids to publish after commit.
 */
export function expireDueTrips(tx: DbOrTx, now: Date): Promise<number[]> {
  return expireDueTripsInDb(tx, now, EXPIRY_BATCH);
}

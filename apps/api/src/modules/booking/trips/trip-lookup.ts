import type { DbOrTx } from '../../../db/client';
import { findTrip, findTripOfPassenger } from './repo';

// Whether a trip is there, or is this passenger's: what a survey answer and a real-time subscription
// check before they go on.

export async function tripExists(db: DbOrTx, tripId: number): Promise<boolean> {
  return (await findTrip(db, tripId)) !== undefined;
}

export async function isTripOfPassenger(db: DbOrTx, tripId: number, passengerId: number): Promise<boolean> {
  return (await findTripOfPassenger(db, tripId, passengerId)) !== undefined;
}

import { acceptsPositions, type Position } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import { findTrip, findTripOfPassenger } from '../trips/repo';
import { tripNotFound } from '../trips/trip-errors';
import { findLatestPosition, listTrack } from './positions-repo';

export type LatestPosition = { tracking: boolean; position: Position | undefined };

/**
 * The latest position of a trip, for anyone the caller already allowed to see it (staff, a share link
 * later): whether the trip takes positions now, and its newest point while it does. After check-out
 * (or a cancel) the car's position is nobody's business: none is returned.
 */
export async function latestPositionOfTrip(db: DbOrTx, tripId: number): Promise<LatestPosition | undefined> {
  const trip = await findTrip(db, tripId);
  if (!trip) return undefined;
  const tracking = acceptsPositions(trip);
  return { tracking, position: tracking ? await findLatestPosition(db, tripId) : undefined };
}

/** GET /user/trips/{id}/position: the passenger's own trip only; another's reads as not found. */
export async function latestPositionForPassenger(
  db: DbOrTx,
  { tripId, passengerId }: { tripId: number; passengerId: number },
): Promise<LatestPosition> {
  const trip = await findTripOfPassenger(db, tripId, passengerId);
  if (!trip) throw tripNotFound();
  const tracking = acceptsPositions(trip);
  return { tracking, position: tracking ? await findLatestPosition(db, tripId) : undefined };
}

/** A trip's stored (thinned) track, oldest first: for staff settling a dispute after the trip. */
export function trackOfTrip(db: DbOrTx, tripId: number): Promise<Position[]> {
  return listTrack(db, tripId);
}

import type { TripType } from '../reference/trip-types';
import { findLongStop, type GuardianCheck, type LongStopOptions, type TripEnds } from './long-stop';
import { findOffCorridor, hasCorridor, type OffCorridorOptions } from './off-corridor';
import type { Position } from './position';

export type GuardianOptions = { longStop?: LongStopOptions; offCorridor?: OffCorridorOptions };

/** DESIGN.md §15: which guardian checks a started trip's points (oldest first) fire now, and since when. */
export function guardianChecks(
  points: readonly Position[],
  trip: TripEnds & { tripType: TripType },
  options: GuardianOptions = {},
): GuardianCheck[] {
  const fired = [findLongStop(points, trip, options.longStop)];
  if (hasCorridor(trip.tripType)) fired.push(findOffCorridor(points, trip, options.offCorridor));
  return fired.filter((check): check is GuardianCheck => check !== undefined);
}

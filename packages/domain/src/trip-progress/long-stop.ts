import type { LatLng } from '../pricing/haversine';
import { distanceM, elapsedMs, type Position } from './position';

// DESIGN.md §15's guardian check: a car standing more than 10 minutes away from the trip's ends.
export const LONG_STOP_MS = 10 * 60_000;
// A standing car's fixes wander by their accuracy; beyond that, 100 m is still "the same spot".
export const STOP_RADIUS_M = 100;
// Waiting at the pickup or parking near the drop-off is expected, not alarming.
export const TRIP_END_RADIUS_M = 500;

export type GuardianCheck = { check: 'long_stop' | 'off_corridor'; since: Date };
export type TripEnds = { pickup: LatLng; dropoff: LatLng };
export type LongStopOptions = { stopMs?: number; stopRadiusM?: number; tripEndRadiusM?: number };

/** The car's current stop, when it has lasted too long away from the pickup and the drop-off. */
export function findLongStop(
  points: readonly Position[],
  ends: TripEnds,
  options: LongStopOptions = {},
): GuardianCheck | undefined {
  const { stopMs = LONG_STOP_MS, stopRadiusM = STOP_RADIUS_M, tripEndRadiusM = TRIP_END_RADIUS_M } = options;
  const last = points.at(-1);
  if (!last) return undefined;
  const isNearEnd =
    distanceM(last, ends.pickup) <= tripEndRadiusM || distanceM(last, ends.dropoff) <= tripEndRadiusM;
  if (isNearEnd) return undefined;
  let since = last;
  for (let i = points.length - 2; i >= 0; i -= 1) {
    const point = points[i] as Position;
    if (distanceM(point, last) > stopRadiusM + point.accuracyM) break;
    since = point;
  }
  return elapsedMs(since, last) > stopMs ? { check: 'long_stop', since: since.at } : undefined;
}

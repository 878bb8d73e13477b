import type { TripType } from '../reference/trip-types';
import { distanceToSegmentM } from './distance-to-segment';
import type { GuardianCheck, TripEnds } from './long-stop';
import { distanceM, elapsedMs, type Position } from './position';

// Roads bend away from the straight line: Dhaka to Chattogram runs by Cumilla and Feni, tens of km off
// it. So the corridor widens with the trip, a quarter of its straight length, and is never narrower than
// 3 km, the detours of a town's one-way streets.
export const OFF_CORRIDOR_MIN_M = 3_000;
export const OFF_CORRIDOR_SHARE = 0.25;
// One stray fix is not a detour: the car must stay outside for a minute.
export const OFF_CORRIDOR_MIN_MS = 60_000;

export type OffCorridorOptions = { minM?: number; share?: number; minMs?: number };

/** How far from the straight pickup→drop-off line a car may be before the passenger is asked. */
export function corridorLimitM(
  ends: TripEnds,
  { minM = OFF_CORRIDOR_MIN_M, share = OFF_CORRIDOR_SHARE } = {},
) {
  return Math.max(minM, share * distanceM(ends.pickup, ends.dropoff));
}

/** An hourly rental goes wherever the passenger asks: it has no corridor. */
export function hasCorridor(tripType: TripType): boolean {
  return tripType !== 'hourly';
}

/** The car's current run outside the corridor, once it has lasted long enough to be more than noise. */
export function findOffCorridor(
  points: readonly Position[],
  ends: TripEnds,
  options: OffCorridorOptions = {},
): GuardianCheck | undefined {
  const limitM = corridorLimitM(ends, options);
  const isOutside = (p: Position) => distanceToSegmentM(p, ends.pickup, ends.dropoff) - p.accuracyM > limitM;
  const last = points.at(-1);
  if (!last || !isOutside(last)) return undefined;
  let since = last;
  for (let i = points.length - 2; i >= 0 && isOutside(points[i] as Position); i -= 1)
    since = points[i] as Position;
  return elapsedMs(since, last) >= (options.minMs ?? OFF_CORRIDOR_MIN_MS)
    ? { check: 'off_corridor', since: since.at }
    : undefined;
}

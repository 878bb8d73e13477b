import type { LatLng } from '../pricing/haversine';
import { distanceM, elapsedMs, type Position } from './position';

// Judged over the last three minutes: in Dhaka's traffic a car can stand for a minute at a signal and
// still be on its way, so a shorter window would tell the passenger "not moving" too often.
export const APPROACH_WINDOW_MS = 3 * 60_000;
export const APPROACH_MIN_POINTS = 3;
// Closer by less than this (or than the two fixes' accuracy) is standing still, not approaching.
export const APPROACH_MIN_GAIN_M = 50;
// Within this of the target the car is there, whichever way it last moved (a pickup is a kerb, not a pin).
export const ARRIVED_RADIUS_M = 150;

export type Approach = 'arrived' | 'approaching' | 'not_approaching' | 'unknown';

export type ApproachOptions = {
  windowMs?: number;
  minPoints?: number;
  minGainM?: number;
  arrivedRadiusM?: number;
};

/** Whether the driver's latest points (oldest first) bring the car closer to `target`. */
export function approachTo(
  points: readonly Position[],
  target: LatLng,
  options: ApproachOptions = {},
): Approach {
  const {
    windowMs = APPROACH_WINDOW_MS,
    minPoints = APPROACH_MIN_POINTS,
    minGainM = APPROACH_MIN_GAIN_M,
    arrivedRadiusM = ARRIVED_RADIUS_M,
  } = options;
  const last = points.at(-1);
  if (!last) return 'unknown';
  if (distanceM(last, target) <= arrivedRadiusM) return 'arrived';
  const window = points.filter((p) => elapsedMs(p, last) <= windowMs);
  const first = window[0] as Position;
  if (window.length < minPoints) return 'unknown';
  const gainM = distanceM(first, target) - distanceM(last, target);
  return gainM >= Math.max(minGainM, first.accuracyM + last.accuracyM) ? 'approaching' : 'not_approaching';
}

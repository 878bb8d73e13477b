import type { MessageKey } from '../messages/catalogue';
import { isInBangladeshBounds } from '../reference/bangladesh-bounds';
import { distanceM, elapsedMs, type Position } from './position';

// A phone's clock runs a little ahead of the server's; half a minute forgives that, not a wrong date.
export const POSITION_CLOCK_SKEW_MS = 30_000;
// Points batched while offline arrive late; older than this they describe a car the viewers were already
// told had stopped reporting, so they are refused rather than drawn as "live".
export const POSITION_MAX_AGE_MS = 15 * 60_000;
// A fix vaguer than the track's thinning distance (200 m) cannot say which way the car went.
export const POSITION_MAX_ACCURACY_M = 200;
// Faster than any car on Bangladesh's roads (the expressways are signed 80 km/h); beyond this, one of
// the two points is wrong.
export const POSITION_MAX_SPEED_KMH = 150;

export const positionRefusals = [
  'outside_bangladesh',
  'in_future',
  'too_old',
  'inaccurate',
  'out_of_order',
  'too_fast',
] as const;
export type PositionRefusal = (typeof positionRefusals)[number];

/** The request field each refusal belongs to and its message, for the API's 422 field errors. */
export const positionRefusalFields: {
  readonly [R in PositionRefusal]: { field: 'lat' | 'at' | 'accuracyM'; message: MessageKey };
} = {
  outside_bangladesh: { field: 'lat', message: 'positionOutsideBangladesh' },
  in_future: { field: 'at', message: 'positionInFuture' },
  too_old: { field: 'at', message: 'positionTooOld' },
  inaccurate: { field: 'accuracyM', message: 'positionInaccurate' },
  out_of_order: { field: 'at', message: 'positionOutOfOrder' },
  too_fast: { field: 'lat', message: 'positionTooFast' },
};

export type PositionCheckOptions = {
  now: Date;
  /** The last point accepted for this trip, if any: the speed between the two must be plausible. */
  previous?: Position;
  clockSkewMs?: number;
  maxAgeMs?: number;
  maxAccuracyM?: number;
  maxSpeedKmh?: number;
};

export type PositionCheck = { ok: true } | { ok: false; reason: PositionRefusal };

/** Whether the move from `previous` needs more than the top speed, after each fix's uncertainty. */
export function isImplausibleMove(previous: Position, next: Position, maxSpeedKmh: number): boolean {
  const slackM = previous.accuracyM + next.accuracyM;
  const movedM = Math.max(0, distanceM(previous, next) - slackM);
  const seconds = elapsedMs(previous, next) / 1000;
  return movedM > (maxSpeedKmh / 3.6) * seconds;
}

// Outside checkPosition: it runs for every driver's point (200 a second at 1,000 trips), and a closure
// made per call (which tsx also wraps to keep its name) showed in bench tracking's profiles of the API.
const refuse = (reason: PositionRefusal): PositionCheck => ({ ok: false, reason });

/** DESIGN.md §15: a point is stored and fanned out only when this says ok; else its reason is the 422. */
export function checkPosition(point: Position, options: PositionCheckOptions): PositionCheck {
  if (!isInBangladeshBounds(point.lat, point.lng)) return refuse('outside_bangladesh');
  const ageMs = options.now.getTime() - point.at.getTime();
  if (!Number.isFinite(ageMs) || ageMs < -(options.clockSkewMs ?? POSITION_CLOCK_SKEW_MS)) {
    return refuse('in_future');
  }
  if (ageMs > (options.maxAgeMs ?? POSITION_MAX_AGE_MS)) return refuse('too_old');
  const isAccurate =
    point.accuracyM >= 0 && point.accuracyM <= (options.maxAccuracyM ?? POSITION_MAX_ACCURACY_M);
  if (!isAccurate) return refuse('inaccurate');
  const { previous } = options;
  if (!previous) return { ok: true };
  if (elapsedMs(previous, point) <= 0) return refuse('out_of_order');
  if (isImplausibleMove(previous, point, options.maxSpeedKmh ?? POSITION_MAX_SPEED_KMH))
    return refuse('too_fast');
  return { ok: true };
}

import {
  acceptsPositions,
  checkPosition,
  type Position,
  type PositionInput,
  type PositionRefusal,
  positionRateLimit,
  shouldKeepTrackPoint,
  type TripStatus,
  toPosition,
} from '@pothik/domain';
import { refuse } from '../../../lib/errors';
import { tripNotFound } from '../trips/trip-errors';

export const positionRefusals = {
  notAccepted: () => refuse('positionsNotAccepted'),
  tooMany: () => refuse('positionsTooMany', 429),
};

export type SubmittedPositions = {
  tripId: number;
  passengerId: number;
  /** The points taken as the trip's latest, oldest first; viewers are sent the last. */
  accepted: Position[];
  /** Of them, the points that join the thinned track. */
  kept: Position[];
  refused: { index: number; reason: PositionRefusal }[];
};

type RateWindow = { startedAt: Date; count: number };

/**
 * What one API process keeps in memory of a trip that takes positions (docs/decisions/0021): who may
 * send and who sees them, read from the trip row and read again after any event of the trip; and the
 * trip's latest point, its rate window and the last kept track point, loaded once and then kept here
 * (the database is written behind, track-writer.ts).
 */
export type TripTrackState = {
  tripId: number;
  passengerId: number;
  driverUserId: number | null;
  status: TripStatus;
  onMyWayAt: Date | null;
  latest: Position | undefined;
  /** When the latest point came (stored with it). */
  receivedAt: Date | undefined;
  window: RateWindow | undefined;
  lastKept: Position | undefined;
};

/**
 * Whether the driver account may send this trip's points now: another driver's trip reads as not
 * found (404), a trip outside "on my way" to check-out as not accepting (400).
 */
export function refusalFor(state: TripTrackState, driverUserId: number) {
  if (state.driverUserId !== driverUserId) return tripNotFound();
  if (!acceptsPositions(state)) return positionRefusals.notAccepted();
  return undefined;
}

/**
 * DESIGN.md §15, docs/decisions/0018: a driver's points for their booked trip (a WebSocket message's
 * one, or an HTTP batch queued offline, oldest first), applied to the trip's state in memory, which the
 * caller has checked with `refusalFor`. At most `positionRateLimit` submissions a minute per trip (an
 * over-limit one changes nothing). Each point is checked by the domain's checkPosition against the one
 * before; a refused point is never taken. Accepted points become the trip's latest, and join the track
 * by the thinning rule (a point per 30 s or 200 m). Synchronous: two submissions of a trip never
 * interleave.
 */
export function applySubmission(
  state: TripTrackState,
  points: readonly PositionInput[],
  now: Date,
): SubmittedPositions {
  const window = nextWindow(state.window, now);
  if (window.count > positionRateLimit.maxSubmissions) throw positionRefusals.tooMany();
  state.window = window;
  const accepted: Position[] = [];
  const kept: Position[] = [];
  const refused: SubmittedPositions['refused'] = [];
  for (const [index, input] of points.entries()) {
    const point = toPosition(input);
    const previous = state.latest;
    const check = checkPosition(point, { now, ...(previous ? { previous } : {}) });
    if (!check.ok) {
      refused.push({ index, reason: check.reason });
      continue;
    }
    accepted.push(point);
    state.latest = point;
    state.receivedAt = now;
    if (shouldKeepTrackPoint(state.lastKept, point)) {
      kept.push(point);
      state.lastKept = point;
    }
  }
  return { tripId: state.tripId, passengerId: state.passengerId, accepted, kept, refused };
}

/**
 * Another process's accepted point of a trip this process also holds: it becomes the latest (the next
 * point's speed check) and counts in the rate window, so the limit holds across processes.
 */
export function applyHeardPosition(state: TripTrackState, position: Position, now: Date) {
  if (state.latest && position.at.getTime() <= state.latest.at.getTime()) return;
  state.latest = position;
  state.window = nextWindow(state.window, now);
}

/** The rate limit's window after this submission: a new one once the last is a minute old. */
function nextWindow(window: RateWindow | undefined, now: Date): RateWindow {
  if (!window || now.getTime() - window.startedAt.getTime() >= positionRateLimit.windowMs) {
    return { startedAt: now, count: 1 };
  }
  return { startedAt: window.startedAt, count: window.count + 1 };
}

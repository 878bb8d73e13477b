import {
  acceptsPositions,
  checkPosition,
  type Position,
  type PositionInput,
  type PositionRefusal,
  positionRateLimit,
  shouldKeepTrackPoint,
  toPosition,
} from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../../db/changes/changes';
import type { Db, DbOrTx } from '../../../db/client';
import { drivers, trips } from '../../../db/schema/index';
import { refuse } from '../../../lib/errors';
import { tripNotFound } from '../trips/trip-errors';
import {
  countSubmission,
  findLastTrackPoint,
  insertTrackPoints,
  lockLatestPosition,
  saveLatestPosition,
} from './positions-repo';

export const positionRefusals = {
  notAccepted: () => refuse('positionsNotAccepted'),
  tooMany: () => refuse('positionsTooMany', 429),
};

export type SubmittedPositions = {
  tripId: number;
  passengerId: number;
  /** The points stored as the trip's latest, oldest first; viewers are sent the last. */
  accepted: Position[];
  /** How many of them joined the thinned track. */
  kept: number;
  refused: { index: number; reason: PositionRefusal }[];
};

/** The trip, locked against a concurrent check-out, when this driver account is booked on it. */
async function lockTripOfDriverAccount(tx: DbOrTx, tripId: number, driverUserId: number) {
  const [row] = await tx
    .select({
      id: trips.id,
      passengerId: trips.passengerId,
      status: trips.status,
      onMyWayAt: trips.onMyWayAt,
    })
    .from(trips)
    .innerJoin(drivers, eq(drivers.id, trips.driverId))
    .where(and(eq(trips.id, tripId), eq(drivers.userId, driverUserId)))
    .for('update', { of: trips });
  return row;
}

/**
 * DESIGN.md §15, docs/decisions/0018: a driver's points for their booked trip (a WebSocket message's
 * one, or an HTTP batch queued offline, oldest first). Only while the trip takes positions (from "on my
 * way" to check-out); at most `positionRateLimit` submissions a minute per trip, counted in the database
 * so the limit holds across API processes. Each point is checked by the domain's checkPosition against
 * the one before; a refused point is never stored. Accepted points become the trip's latest, and join the
 * stored track by the thinning rule (a point per 30 s or 200 m). The caller fans out after the commit.
 */
export async function submitPositions(
  db: Db,
  {
    driverUserId,
    tripId,
    points,
    now,
  }: { driverUserId: number; tripId: number; points: readonly PositionInput[]; now: Date },
): Promise<SubmittedPositions> {
  return inTransaction(db, async (tx) => {
    const trip = await lockTripOfDriverAccount(tx, tripId, driverUserId);
    if (!trip) throw tripNotFound();
    if (!acceptsPositions(trip)) throw positionRefusals.notAccepted();
    const latest = await lockLatestPosition(tx, tripId);
    const window = nextWindow(latest?.row, now);
    if (window.count > positionRateLimit.maxSubmissions) throw positionRefusals.tooMany();

    let previous = latest?.position;
    let lastKept = await findLastTrackPoint(tx, tripId);
    const accepted: Position[] = [];
    const kept: Position[] = [];
    const refused: SubmittedPositions['refused'] = [];
    for (const [index, input] of points.entries()) {
      const point = toPosition(input);
      const check = checkPosition(point, { now, ...(previous ? { previous } : {}) });
      if (!check.ok) {
        refused.push({ index, reason: check.reason });
        continue;
      }
      accepted.push(point);
      previous = point;
      if (shouldKeepTrackPoint(lastKept, point)) {
        kept.push(point);
        lastKept = point;
      }
    }
    await insertTrackPoints(tx, tripId, kept);
    const newest = accepted.at(-1);
    if (newest) await saveLatestPosition(tx, tripId, newest, window, now);
    else if (latest) await countSubmission(tx, tripId, window);
    return { tripId, passengerId: trip.passengerId, accepted, kept: kept.length, refused };
  });
}

/** The rate limit's window after this submission: a new one once the last is a minute old. */
function nextWindow(row: { windowStartedAt: Date; windowCount: number } | undefined, now: Date) {
  if (!row || now.getTime() - row.windowStartedAt.getTime() >= positionRateLimit.windowMs) {
    return { startedAt: now, count: 1 };
  }
  return { startedAt: row.windowStartedAt, count: row.windowCount + 1 };
}

import {
  afterWrongTripCode,
  generateTripCode,
  isTripCodeFormat,
  isTripCodeLocked,
  MAX_WRONG_TRIP_CODES,
  type RandomInt,
} from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, tripCodes } from '../../../db/schema/index';
import type { TripRow } from '../trips/repo';
import { openIncidentInTx, type StaffAlertSettings } from './incidents';

// The trip code (DESIGN.md §15, docs/decisions/0019): made with the booking, shown in the driver's app,
// typed by the passenger at check-in. A trip booked before codes existed has no row and needs none.

/** In the accept's transaction: the booking and its code commit together. */
export async function createTripCode(tx: DbOrTx, tripId: number, now: Date, randomInt?: RandomInt) {
  await tx
    .insert(tripCodes)
    .values({ tripId, code: generateTripCode(randomInt), createdAt: now })
    .onConflictDoNothing();
}

export async function findTripCode(db: DbOrTx, tripId: number) {
  const [row] = await db.select().from(tripCodes).where(eq(tripCodes.tripId, tripId)).limit(1);
  return row;
}

export type TripCodeCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'wrong' | 'locked'; attemptsLeft: number; locked: boolean };

/**
 * A check-in's code, in the check-in's transaction, the code's row locked. A wrong one is counted there
 * (the caller commits the count and refuses); the one that reaches MAX_WRONG_TRIP_CODES locks check-in
 * and opens a `trip_code_locked` incident that alerts staff, once.
 */
export async function checkTripCodeInTx(
  tx: DbOrTx,
  {
    trip,
    code,
    now,
    alerts,
  }: { trip: TripRow; code: string | undefined; now: Date; alerts: StaffAlertSettings },
): Promise<TripCodeCheck> {
  const [row] = await tx.select().from(tripCodes).where(eq(tripCodes.tripId, trip.id)).for('update');
  if (!row) return { ok: true };
  const attemptsLeft = Math.max(0, MAX_WRONG_TRIP_CODES - row.wrongAttempts);
  if (isTripCodeLocked(row.wrongAttempts))
    return { ok: false, reason: 'locked', attemptsLeft: 0, locked: true };
  const typed = code?.trim() ?? '';
  // Nothing typed is not a guess: it is not counted.
  if (typed === '') return { ok: false, reason: 'missing', attemptsLeft, locked: false };
  if (isTripCodeFormat(typed) && typed === row.code) return { ok: true };
  const next = afterWrongTripCode(row.wrongAttempts);
  await tx
    .update(tripCodes)
    .set({ wrongAttempts: next.wrongAttempts, lockedAt: next.isLocked ? now : row.lockedAt })
    .where(eq(tripCodes.tripId, trip.id));
  if (next.shouldAlertStaff) {
    await openIncidentInTx(tx, {
      trip,
      kind: 'trip_code_locked',
      raisedBy: 'system',
      raisedByUserId: null,
      now,
      alerts,
    });
  }
  return {
    ok: false,
    reason: next.isLocked ? 'locked' : 'wrong',
    attemptsLeft: next.attemptsLeft,
    locked: next.isLocked,
  };
}

/** What the passenger's page needs to know of the code, never the code itself. */
export async function tripCodeStateOf(db: DbOrTx, tripId: number) {
  const row = await findTripCode(db, tripId);
  if (!row) return { required: false, attempts_left: MAX_WRONG_TRIP_CODES, locked: false };
  return {
    required: true,
    attempts_left: Math.max(0, MAX_WRONG_TRIP_CODES - row.wrongAttempts),
    locked: isTripCodeLocked(row.wrongAttempts),
  };
}

/**
 * The demo's answer to "the driver's app shows the code": a demo-fleet driver has no app, so in demo mode
 * the passenger's page is given the code of a trip such a driver is booked on. Null otherwise.
 */
export async function demoTripCodeOf(db: DbOrTx, trip: TripRow): Promise<string | null> {
  if (trip.driverId === null) return null;
  const [row] = await db
    .select({ code: tripCodes.code })
    .from(tripCodes)
    .innerJoin(drivers, and(eq(drivers.id, trip.driverId), eq(drivers.isDemo, true)))
    .where(eq(tripCodes.tripId, trip.id))
    .limit(1);
  return row?.code ?? null;
}

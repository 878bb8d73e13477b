import type { HoldState } from '@pothik/domain';
import { and, asc, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { advanceHolds, bids, trips } from '../../../db/schema/index';

export type HoldRow = typeof advanceHolds.$inferSelect;

export async function insertHold(tx: DbOrTx, values: typeof advanceHolds.$inferInsert) {
  const [row] = await tx.insert(advanceHolds).values(values).returning();
  return row!;
}

/** The trip's hold awaiting payment, if any; locked when `lock` (the transaction will end it). */
export async function findAwaitingHold(db: DbOrTx, tripId: number, lock = false) {
  const q = db
    .select()
    .from(advanceHolds)
    .where(and(eq(advanceHolds.tripId, tripId), eq(advanceHolds.state, 'awaiting_payment')))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** The hold from awaiting payment to `to`, only if it still awaits it: the UPDATE re-checks. */
export async function endHold(tx: DbOrTx, id: number, to: Exclude<HoldState, 'awaiting_payment'>, now: Date) {
  const [row] = await tx
    .update(advanceHolds)
    .set({ state: to, endedAt: now })
    .where(and(eq(advanceHolds.id, id), eq(advanceHolds.state, 'awaiting_payment')))
    .returning();
  return row;
}

/** The trips a driver is held for (awaiting payment, unlapsed), other than `exceptTripId`. */
export function tripsHoldingDriver(db: DbOrTx, driverId: number, now: Date, exceptTripId: number) {
  return db
    .select({ trip: trips })
    .from(advanceHolds)
    .innerJoin(trips, eq(trips.id, advanceHolds.tripId))
    .where(
      and(
        eq(advanceHolds.driverId, driverId),
        eq(advanceHolds.state, 'awaiting_payment'),
        gt(advanceHolds.lapsesAt, now),
        ne(advanceHolds.tripId, exceptTripId),
      ),
    )
    .then((rows) => rows.map((r) => r.trip));
}

/** Holds whose window has run out, oldest first, for the lapse job. */
export function dueHolds(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: advanceHolds.id, tripId: advanceHolds.tripId })
    .from(advanceHolds)
    .where(and(eq(advanceHolds.state, 'awaiting_payment'), lte(advanceHolds.lapsesAt, now)))
    .orderBy(asc(advanceHolds.lapsesAt))
    .limit(limit);
}

/** Of these bids, the ones holding their driver for a passenger now, with when the hold lapses. */
export async function heldBids(db: DbOrTx, bidIds: readonly number[]) {
  if (bidIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ bidId: advanceHolds.bidId, lapsesAt: advanceHolds.lapsesAt })
    .from(advanceHolds)
    .where(and(inArray(advanceHolds.bidId, [...bidIds]), eq(advanceHolds.state, 'awaiting_payment')));
  return new Map(rows.map((r) => [r.bidId, r.lapsesAt]));
}

/** Keeps a held bid alive (not expired) for as long as its hold. */
export async function extendBidTo(tx: DbOrTx, bidId: number, until: Date) {
  await tx
    .update(bids)
    .set({ expiresAt: until })
    .where(and(eq(bids.id, bidId), eq(bids.status, 'active'), lte(bids.expiresAt, until)));
}

import type { DriverCancellationKind, PassengerCancelView, ReliabilityHistory } from '@pothik/domain';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  bids,
  driverCancellations,
  driverReliabilityWarnings,
  drivers,
  tripCodes,
  tripPositions,
  trips,
  tripTrackPoints,
} from '../../../db/schema/index';
import type { BidRow } from '../bids/repo';

// Cancellations that cost (DESIGN.md §17): the rows a booking given back writes and reads.

/** The booked driver's accepted bid on the trip becomes `cancelled` (accepted → cancelled). */
export async function cancelAcceptedBid(tx: DbOrTx, tripId: number, driverId: number, now: Date) {
  const [row] = await tx
    .update(bids)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(bids.tripId, tripId), eq(bids.driverId, driverId), eq(bids.status, 'accepted')))
    .returning();
  return row;
}

/**
 * The bids the booking rejected (the accept stamps them with the trip's confirmed_at) are live again
 * (rejected → active), each with a fresh `expiresAt`, except the cancelling driver's. Locked in id
 * order as endActiveBids does.
 */
export async function reviveBidsRejectedAtBooking(
  tx: DbOrTx,
  {
    tripId,
    confirmedAt,
    exceptDriverId,
    expiresAt,
    now,
  }: {
    tripId: number;
    confirmedAt: Date;
    exceptDriverId: number;
    expiresAt: Date;
    now: Date;
  },
): Promise<BidRow[]> {
  const where = and(
    eq(bids.tripId, tripId),
    eq(bids.status, 'rejected'),
    eq(bids.updatedAt, confirmedAt),
    sql`${bids.driverId} <> ${exceptDriverId}`,
  );
  const locked = await tx.select({ id: bids.id }).from(bids).where(where).orderBy(asc(bids.id)).for('update');
  if (locked.length === 0) return [];
  return tx
    .update(bids)
    .set({ status: 'active', expiresAt, updatedAt: now })
    .where(
      and(
        where,
        inArray(
          bids.id,
          locked.map((b) => b.id),
        ),
      ),
    )
    .returning();
}

/** The booking's trip code and the positions the driver shared are the booking's: they go with it. */
export async function clearBookingTracking(tx: DbOrTx, tripId: number) {
  await tx.delete(tripCodes).where(eq(tripCodes.tripId, tripId));
  await tx.delete(tripPositions).where(eq(tripPositions.tripId, tripId));
  await tx.delete(tripTrackPoints).where(eq(tripTrackPoints.tripId, tripId));
}

export async function insertDriverCancellation(
  tx: DbOrTx,
  values: {
    tripId: number;
    driverId: number;
    kind: DriverCancellationKind;
    reason: string | null;
    note: string | null;
    pickupAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await tx.insert(driverCancellations).values(values).returning();
  return row!;
}

/** Whether the driver gave this trip back (or did not come) before: they may not bid on it again. */
export async function hasCancelledTrip(db: DbOrTx, tripId: number, driverId: number) {
  const [row] = await db
    .select({ id: driverCancellations.id })
    .from(driverCancellations)
    .where(and(eq(driverCancellations.tripId, tripId), eq(driverCancellations.driverId, driverId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Each driver's history since `since`: completed trips picked up in the window (with arrival), and
 * their cancellations and no-shows written in it. Two queries for any number of drivers.
 */
export async function reliabilityHistories(
  db: DbOrTx,
  driverIds: readonly number[],
  { since, now }: { since: Date; now: Date },
): Promise<Map<number, ReliabilityHistory>> {
  const out = new Map<
    number,
    { completed: { pickupAt: Date; arrivedAt: Date | null }[]; cancellations: number; noShows: number }
  >();
  if (driverIds.length === 0) return out;
  for (const id of driverIds) out.set(id, { completed: [], cancellations: 0, noShows: 0 });
  const done = await db
    .select({ driverId: trips.driverId, pickupAt: trips.pickupAt, arrivedAt: trips.arrivedAt })
    .from(trips)
    .where(
      and(
        inArray(trips.driverId, [...driverIds]),
        isNotNull(trips.driverId),
        eq(trips.status, 'completed'),
        gte(trips.pickupAt, since),
        lte(trips.pickupAt, now),
      ),
    );
  for (const t of done)
    out.get(t.driverId!)?.completed.push({ pickupAt: t.pickupAt, arrivedAt: t.arrivedAt });
  const missed = await db
    .select({ driverId: driverCancellations.driverId, kind: driverCancellations.kind, n: count() })
    .from(driverCancellations)
    .where(
      and(
        inArray(driverCancellations.driverId, [...driverIds]),
        gte(driverCancellations.createdAt, since),
        lte(driverCancellations.createdAt, now),
      ),
    )
    .groupBy(driverCancellations.driverId, driverCancellations.kind);
  for (const m of missed) {
    const h = out.get(m.driverId);
    if (!h) continue;
    if (m.kind === 'cancelled') h.cancellations = Number(m.n);
    else h.noShows = Number(m.n);
  }
  return out;
}

export async function findReliabilityWarning(db: DbOrTx, driverId: number) {
  const [row] = await db
    .select()
    .from(driverReliabilityWarnings)
    .where(eq(driverReliabilityWarnings.driverId, driverId))
    .limit(1);
  return row;
}

/** Records the warning; false when the driver was already warned (another transaction got here first). */
export async function recordReliabilityWarning(tx: DbOrTx, driverId: number, now: Date) {
  const rows = await tx
    .insert(driverReliabilityWarnings)
    .values({ driverId, warnedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows.length > 0;
}

export async function clearReliabilityWarning(tx: DbOrTx, driverId: number) {
  await tx.delete(driverReliabilityWarnings).where(eq(driverReliabilityWarnings.driverId, driverId));
}

/** The accounts of these drivers (the pushes go to accounts). */
export async function userIdsOfDrivers(db: DbOrTx, driverIds: readonly number[]) {
  if (driverIds.length === 0) return [];
  const rows = await db
    .select({ userId: drivers.userId })
    .from(drivers)
    .where(inArray(drivers.id, [...driverIds]));
  return rows.map((r) => r.userId);
}

/**
 * Each passenger's booked trips since `since` (by booking time) and how many they cancelled after
 * booking, and of those how many inside `windowMinutes` before the pickup. One query for any number.
 */
export async function passengerCancelCounts(
  db: DbOrTx,
  passengerIds: readonly number[],
  { since, windowMinutes }: { since: Date; windowMinutes: number },
): Promise<Map<number, PassengerCancelView>> {
  const out = new Map<number, PassengerCancelView>(
    passengerIds.map((id) => [id, { booked: 0, cancelled_after_booking: 0, late_cancellations: 0 }]),
  );
  if (passengerIds.length === 0) return out;
  const cancelled = sql`${trips.status} = 'cancelled'`;
  const rows = await db
    .select({
      passengerId: trips.passengerId,
      booked: sql<number>`count(*)::int`,
      cancelled: sql<number>`(count(*) filter (where ${cancelled}))::int`,
      late: sql<number>`(count(*) filter (where ${cancelled} and ${trips.cancelledAt} > ${trips.pickupAt} - make_interval(mins => ${windowMinutes}::int)))::int`,
    })
    .from(trips)
    .where(
      and(
        inArray(trips.passengerId, [...passengerIds]),
        isNotNull(trips.confirmedAt),
        gte(trips.confirmedAt, since),
      ),
    )
    .groupBy(trips.passengerId);
  for (const r of rows) {
    out.set(r.passengerId, {
      booked: Number(r.booked),
      cancelled_after_booking: Number(r.cancelled),
      late_cancellations: Number(r.late),
    });
  }
  return out;
}

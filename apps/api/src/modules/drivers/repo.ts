import type { DriverState, PauseReason } from '@pothik/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type DriverStatus, drivers, users } from '../../db/schema/index';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriver = typeof drivers.$inferInsert;
/** A driver with the mobile of their account, for the passenger of a confirmed trip. */
export type DriverWithMobile = DriverRow & { mobile: string };

/** Also what the tests' helpers write a driver with (src/db/factories gives the values). */
export async function insertDriver(db: DbOrTx, values: NewDriver): Promise<DriverRow> {
  const [row] = await db.insert(drivers).values(values).returning();
  return row!;
}

export async function findDriverByUserId(db: DbOrTx, userId: number) {
  const rows = await db.select().from(drivers).where(eq(drivers.userId, userId)).limit(1);
  return rows[0];
}

/** The accounts of the approved drivers of a car type whose accounts are active. */
export async function listDriverAccountsOfCarType(db: DbOrTx, carType: string): Promise<number[]> {
  const rows = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(drivers, eq(drivers.userId, users.id))
    .where(and(eq(users.isActive, true), eq(drivers.status, 'approved'), eq(drivers.carType, carType)));
  return rows.map((row) => row.userId);
}

export async function findDriverById(db: DbOrTx, id: number) {
  const rows = await db.select().from(drivers).where(eq(drivers.id, id)).limit(1);
  return rows[0];
}

/**
 * Takes the driver's row lock for the rest of the transaction. Everything that books a driver or
 * changes their bids takes it first, so a driver's bookings are decided one at a time (no driver is
 * confirmed on two overlapping trips) and locks are always taken in the order driver → trip → bids.
 */
export async function lockDriver(tx: DbOrTx, id: number) {
  const rows = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
  return rows[0];
}

export async function findDriversWithMobile(db: DbOrTx, ids: readonly number[]): Promise<DriverWithMobile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ driver: drivers, mobile: users.mobile })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(inArray(drivers.id, [...ids]));
  return rows.map((r) => ({ ...r.driver, mobile: r.mobile }));
}

/** One more review: a single UPDATE, so concurrent reviews of one driver each count. */
export async function addRating(tx: DbOrTx, driverId: number, rating: number, now: Date) {
  const [row] = await tx
    .update(drivers)
    .set({
      ratingSum: sql`${drivers.ratingSum} + ${rating}`,
      ratingCount: sql`${drivers.ratingCount} + 1`,
      updatedAt: now,
    })
    .where(eq(drivers.id, driverId))
    .returning();
  return row;
}

export async function addCompletedTrip(tx: DbOrTx, driverId: number, now: Date) {
  const [row] = await tx
    .update(drivers)
    .set({ completedTrips: sql`${drivers.completedTrips} + 1`, updatedAt: now })
    .where(eq(drivers.id, driverId))
    .returning();
  return row;
}

/**
 * Row-locks these drivers in id order before any trip is locked, keeping the lock order every bid and
 * accept follows (driver, then trip): the demo fleet bidding for several drivers in one round never
 * deadlocks with them.
 */
export async function lockDriversInOrder(tx: DbOrTx, driverIds: readonly number[]) {
  if (driverIds.length === 0) return;
  await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(inArray(drivers.id, [...driverIds]))
    .orderBy(asc(drivers.id))
    .for('update');
}

export async function setDriverStatus(db: DbOrTx, id: number, status: DriverStatus, now: Date) {
  const [row] = await db
    .update(drivers)
    .set({ status, updatedAt: now })
    .where(eq(drivers.id, id))
    .returning();
  return row;
}

export async function listDrivers(
  db: DbOrTx,
  { status, offset, limit }: { status?: DriverStatus; offset: number; limit: number },
) {
  const where = status ? eq(drivers.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ driver: drivers, mobile: users.mobile })
      .from(drivers)
      .innerJoin(users, eq(users.id, drivers.userId))
      .where(where)
      .orderBy(desc(drivers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(drivers).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.driver, mobile: r.mobile })), total: total!.n };
}

/** Moves the driver to `state` (with the pause's reason, null otherwise); the caller checked the move. */
export async function setDriverState(
  db: DbOrTx,
  id: number,
  state: DriverState,
  pausedReason: PauseReason | null,
  now: Date,
  /** When a suspension starts (the papers' retention counts from it); null when it ends; unset: kept. */
  leftAt?: Date | null,
) {
  const [row] = await db
    .update(drivers)
    .set({ state, pausedReason, updatedAt: now, ...(leftAt === undefined ? {} : { leftAt }) })
    .where(eq(drivers.id, id))
    .returning();
  return row!;
}

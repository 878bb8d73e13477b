import type { TripStatus } from '@pothik/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { bids, drivers, trips, users } from '../../../db/schema/index';

// Ops' view of trips in the staff console: every trip, searched and filtered, with its bids.

export type StaffTripFilter = {
  status?: TripStatus;
  /** A trip number, or part of the passenger's or driver's mobile. */
  q?: string;
  /** Pickups on or after / before these times. */
  from?: Date;
  to?: Date;
};

const driverUsers = alias(users, 'driver_users');

const tripColumns = {
  trip: trips,
  passengerMobile: users.mobile,
  passengerName: users.fullName,
  driverName: drivers.name,
  driverMobile: driverUsers.mobile,
};

function whereOf(filter: StaffTripFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(trips.status, filter.status) : undefined,
    filter.from ? gte(trips.pickupAt, filter.from) : undefined,
    filter.to ? lt(trips.pickupAt, filter.to) : undefined,
  ];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        /^\d{1,9}$/.test(q) ? eq(trips.id, Number(q)) : undefined,
        ilike(users.mobile, pattern),
        ilike(driverUsers.mobile, pattern),
      ),
    );
  }
  return and(...conditions);
}

const joined = (db: DbOrTx) =>
  db
    .select(tripColumns)
    .from(trips)
    .innerJoin(users, eq(users.id, trips.passengerId))
    .leftJoin(drivers, eq(drivers.id, trips.driverId))
    .leftJoin(driverUsers, eq(driverUsers.id, drivers.userId));

export type StaffTripRow = Awaited<ReturnType<typeof findTripForStaff>>;

/** Trips newest pickup first, a page at a time. */
export async function listTripsForStaff(
  db: DbOrTx,
  filter: StaffTripFilter,
  { offset, limit }: { offset: number; limit: number },
) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(trips.pickupAt), desc(trips.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(trips)
      .innerJoin(users, eq(users.id, trips.passengerId))
      .leftJoin(drivers, eq(drivers.id, trips.driverId))
      .leftJoin(driverUsers, eq(driverUsers.id, drivers.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTripForStaff(db: DbOrTx, tripId: number) {
  const [row] = await joined(db).where(eq(trips.id, tripId));
  return row;
}

/** Every bid a trip received, live or not, first offer first, with the driver's name. */
export function listAllBidsOfTrip(db: DbOrTx, tripId: number) {
  return db
    .select({ bid: bids, driverName: drivers.name })
    .from(bids)
    .innerJoin(drivers, eq(drivers.id, bids.driverId))
    .where(eq(bids.tripId, tripId))
    .orderBy(asc(bids.createdAt), asc(bids.id));
}

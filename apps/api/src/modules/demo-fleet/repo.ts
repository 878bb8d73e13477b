import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bids, drivers, trips } from '../../db/schema/index';

/**
 * Requested trips created in (since, until] that still pick up after `now`: the trips demo drivers
 * may still answer. Oldest first, so a backlog is worked off in the order passengers asked.
 */
export function listTripsAwaitingDemoBids(
  db: DbOrTx,
  { since, until, now, limit }: { since: Date; until: Date; now: Date; limit: number },
) {
  return db
    .select({
      id: trips.id,
      carType: trips.carType,
      createdAt: trips.createdAt,
      estimateFare: trips.estimateFare,
      estimateMin: trips.estimateMin,
      bidAmount: trips.bidAmount,
      // What busyWindow needs: a demo driver booked over this window does not answer.
      tripType: trips.tripType,
      pickupAt: trips.pickupAt,
      returnAt: trips.returnAt,
      hours: trips.hours,
      roadKm: trips.roadKm,
    })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'requested'),
        gt(trips.createdAt, since),
        lte(trips.createdAt, until),
        gt(trips.pickupAt, now),
      ),
    )
    .orderBy(asc(trips.createdAt), asc(trips.id))
    .limit(limit);
}

/** Every (trip, driver) pair with a bid in any status: a demo driver answers a trip once, ever. */
export async function listBidPairs(
  db: DbOrTx,
  tripIds: readonly number[],
  driverIds: readonly number[],
): Promise<Set<string>> {
  if (tripIds.length === 0 || driverIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ tripId: bids.tripId, driverId: bids.driverId })
    .from(bids)
    .where(and(inArray(bids.tripId, [...tripIds]), inArray(bids.driverId, [...driverIds])));
  return new Set(rows.map((r) => bidPairKey(r.tripId, r.driverId)));
}

export const bidPairKey = (tripId: number, driverId: number) => `${tripId}:${driverId}`;

/**
 * Row-locks these drivers in id order before any trip is locked, keeping the lock order every bid and
 * accept follows (driver, then trip): a round bidding for several drivers never deadlocks with them.
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

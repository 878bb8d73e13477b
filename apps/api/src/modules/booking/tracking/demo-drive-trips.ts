import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, trips } from '../../../db/schema/index';
import { findLatestPosition } from './positions-repo';

/** A booked trip as the demo's car drives it: its ends, its steps so far, its driver's account. */
export type DemoDriveTrip = {
  id: number;
  status: 'confirmed' | 'cancel_requested' | 'started';
  driverId: number;
  driverUserId: number;
  onMyWayAt: Date | null;
  arrivedAt: Date | null;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number } | null;
};

/**
 * The trips these (demo) drivers are booked on and have not finished, oldest pickup first, each with
 * its latest position: what the demo fleet's drive round moves along (DESIGN.md §15, issue 43).
 */
export async function tripsOnTheRoad(db: DbOrTx, driverIds: readonly number[], limit: number) {
  if (driverIds.length === 0) return [];
  const rows = await db
    .select({ trip: trips, driverUserId: drivers.userId })
    .from(trips)
    .innerJoin(drivers, eq(drivers.id, trips.driverId))
    .where(
      and(
        inArray(trips.driverId, [...driverIds]),
        inArray(trips.status, ['confirmed', 'cancel_requested', 'started']),
      ),
    )
    .orderBy(trips.pickupAt, trips.id)
    .limit(limit);
  return Promise.all(
    rows.map(async ({ trip, driverUserId }) => ({
      trip: {
        id: trip.id,
        status: trip.status as DemoDriveTrip['status'],
        driverId: trip.driverId!,
        driverUserId,
        onMyWayAt: trip.onMyWayAt,
        arrivedAt: trip.arrivedAt,
        pickup: { lat: trip.pickupLat, lng: trip.pickupLng },
        dropoff:
          trip.dropoffLat === null || trip.dropoffLng === null
            ? null
            : { lat: trip.dropoffLat, lng: trip.dropoffLng },
      } satisfies DemoDriveTrip,
      latest: await findLatestPosition(db, trip.id),
    })),
  );
}

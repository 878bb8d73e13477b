import type { DbOrTx } from '../../../db/client';
import { driversWithMobile } from '../../drivers';
import { findReviewsOfTrips } from '../reviews/repo';
import type { TripRow } from './repo';
import { driverVisibleStatuses, type TripExtras, toTripView } from './trip-view';

/** Trip views with their drivers and reviews, in two queries however many trips (one at a time on a tx). */
export async function toTripViews(db: DbOrTx, rows: readonly TripRow[]) {
  const driverIds = [
    ...new Set(
      rows
        .filter((r) => r.driverId !== null && driverVisibleStatuses.includes(r.status))
        .map((r) => r.driverId!),
    ),
  ];
  const completedIds = rows.filter((r) => r.status === 'completed').map((r) => r.id);
  const drivers = new Map((await driversWithMobile(db, driverIds)).map((d) => [d.id, d]));
  const reviews = new Map((await findReviewsOfTrips(db, completedIds)).map((r) => [r.tripId, r]));
  return rows.map((row) => {
    const extras: TripExtras = {
      driver: row.driverId === null ? undefined : drivers.get(row.driverId),
      review: reviews.get(row.id),
    };
    return toTripView(row, extras);
  });
}

export async function toFullTripView(db: DbOrTx, row: TripRow) {
  const [view] = await toTripViews(db, [row]);
  return view!;
}

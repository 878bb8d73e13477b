import type { TripStatus } from '@pothik/domain';
import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { drivers, reviews, trips, users } from '../../../db/schema/index';
import { driverVisibleStatuses, type TripExtras, type TripViewRow, toTripView } from './trip-view';

// What a trip card shows, and nothing else: the list is the page passengers open most, and on
// PostgreSQL decoding a row costs by its columns (19 rows of all 43 took milliseconds in node-postgres).
const {
  passengerId: _passenger,
  pickupDistrict: _from,
  dropoffDistrict: _to,
  ...tripColumns
} = getTableColumns(trips);
const driverColumns = {
  id: drivers.id,
  name: drivers.name,
  photo: drivers.photo,
  ratingSum: drivers.ratingSum,
  ratingCount: drivers.ratingCount,
  completedTrips: drivers.completedTrips,
  carType: drivers.carType,
  carModel: drivers.carModel,
  plateNumber: drivers.plateNumber,
};
const visibleStatuses = sql.raw(driverVisibleStatuses.map((s) => `'${s}'`).join(', '));

/**
 * One query for a page of trips with their drivers and reviews (the driver only where the passenger
 * may see them, the review only on a completed trip, as `toTripViews` reads them), prepared once per
 * database handle: the statement is built once here and parsed once per connection there.
 */
function prepareTripPage(db: DbOrTx, byStatus: boolean) {
  return db
    .select({
      // The passenger's trips in this tab before the page is cut: the pager's total without a second
      // query (a passenger's trips are few, and each round trip costs more than counting them).
      total: sql<number>`count(*) over ()`.mapWith(Number),
      trip: tripColumns,
      driver: driverColumns,
      mobile: users.mobile,
      review: {
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
      },
    })
    .from(trips)
    .leftJoin(drivers, sql`${drivers.id} = ${trips.driverId} and ${trips.status} in (${visibleStatuses})`)
    .leftJoin(users, eq(users.id, drivers.userId))
    .leftJoin(reviews, sql`${reviews.tripId} = ${trips.id} and ${trips.status} = 'completed'`)
    .where(
      and(
        eq(trips.passengerId, sql.placeholder('passengerId')),
        byStatus ? sql`${trips.status} = any(${sql.placeholder('statuses')})` : undefined,
      ),
    )
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(byStatus ? 'trip_page_by_status' : 'trip_page');
}

type TripPageQuery = ReturnType<typeof prepareTripPage>;
const prepared = new WeakMap<DbOrTx, { all?: TripPageQuery; byStatus?: TripPageQuery }>();

function tripPageQuery(db: DbOrTx, byStatus: boolean): TripPageQuery {
  let queries = prepared.get(db);
  if (!queries) {
    queries = {};
    prepared.set(db, queries);
  }
  const key = byStatus ? 'byStatus' : 'all';
  queries[key] ??= prepareTripPage(db, byStatus);
  return queries[key];
}

/** GET /user/trips's page: the passenger's trips as views, newest first, and how many there are. */
export async function listTripViewsOfPassenger(
  db: DbOrTx,
  passengerId: number,
  { statuses, page, perPage }: { statuses: readonly TripStatus[] | undefined; page: number; perPage: number },
) {
  const rows = await tripPageQuery(db, statuses !== undefined).execute({
    passengerId,
    statuses: statuses ? [...statuses] : undefined,
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  const items = rows.map(({ trip, driver, mobile, review }) => {
    const extras: TripExtras = {
      driver: driver && mobile !== null ? { ...driver, mobile } : undefined,
      review: review ?? undefined,
    };
    return toTripView(trip satisfies TripViewRow, extras);
  });
  if (rows.length > 0) return { items, total: rows[0]!.total };
  if (page === 1) return { items, total: 0 };
  // A page past the end has no row to carry the total.
  const where = and(
    eq(trips.passengerId, passengerId),
    statuses ? inArray(trips.status, [...statuses]) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(trips).where(where);
  return { items, total: total?.n ?? 0 };
}

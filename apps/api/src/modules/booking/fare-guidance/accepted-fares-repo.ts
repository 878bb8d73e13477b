import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { trips } from '../../../db/schema/index';

export type FareRoute = {
  pickupDistrict: string;
  dropoffDistrict: string;
  carType: string;
  tripType: string;
};

/** Whole-route figures of the accepted fares; the percentiles are null when there are none. */
export type AcceptedFareStats = {
  count: number;
  q1: number | null;
  median: number | null;
  q3: number | null;
};

// percentile_cont is double precision; a driver that hands it over as text still gives a number here.
const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The fares agreed on a route since `since`: their count, quartiles and median, in one aggregate that
 * trips_route_confirmed_idx serves. A booked trip counts until it is cancelled (a fare that did not
 * hold says less about the route); `fare` is what the driver and passenger agreed, before any promo.
 */
export async function acceptedFareStats(
  db: DbOrTx,
  route: FareRoute,
  since: Date,
): Promise<AcceptedFareStats> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      q1: sql<number | null>`percentile_cont(0.25) within group (order by ${trips.fare})`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${trips.fare})`,
      q3: sql<number | null>`percentile_cont(0.75) within group (order by ${trips.fare})`,
    })
    .from(trips)
    .where(
      and(
        eq(trips.pickupDistrict, route.pickupDistrict),
        eq(trips.dropoffDistrict, route.dropoffDistrict),
        eq(trips.carType, route.carType),
        eq(trips.tripType, route.tripType as typeof trips.$inferSelect.tripType),
        isNotNull(trips.confirmedAt),
        gte(trips.confirmedAt, since),
        ne(trips.status, 'cancelled'),
      ),
    );
  return {
    count: row?.count ?? 0,
    q1: asNumber(row?.q1),
    median: asNumber(row?.median),
    q3: asNumber(row?.q3),
  };
}

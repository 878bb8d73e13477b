import type { PaginationQuery } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import type { DriverRow } from '../../drivers';
import { heldBids } from '../advance/holds-repo';
import { toBidView } from '../bids/bid-view';
import { listLiveBidsOfDriver } from '../bids/repo';
import { listOpenTrips } from '../trips/repo';
import { toOpenTripView } from './trip-views';

/** GET /driver/open-trips: requested trips of the driver's car type, pickup still ahead, soonest first or newest. */
export async function listOpenTripsForDriver(
  db: DbOrTx,
  driver: DriverRow,
  { page, per_page, sort = 'pickup' }: PaginationQuery & { sort?: 'pickup' | 'newest' },
  now: Date,
) {
  const { items, total } = await listOpenTrips(db, {
    carType: driver.carType,
    now,
    page,
    perPage: per_page,
    newestFirst: sort === 'newest',
  });
  const myBids = new Map(
    (
      await listLiveBidsOfDriver(
        db,
        driver.id,
        items.map((t) => t.id),
        now,
      )
    ).map((b) => [b.tripId, b]),
  );
  const held = await heldBids(
    db,
    [...myBids.values()].map((b) => b.id),
  );
  return {
    items: items.map((trip) => {
      const bid = myBids.get(trip.id);
      return { ...toOpenTripView(trip), my_bid: bid ? toBidView(bid, now, held.get(bid.id)) : null };
    }),
    page,
    per_page,
    total,
  };
}

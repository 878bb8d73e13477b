import { type PaginationQuery, reliabilitySince } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import type { DriverRow } from '../../drivers';
import { heldBids } from '../advance/holds-repo';
import { toBidView } from '../bids/bid-view';
import { listLiveBidsOfDriver } from '../bids/repo';
import { passengerCancelCounts } from '../reliability/repo';
import { listOpenTrips } from '../trips/repo';
import { toOpenTripView } from './trip-views';

/** GET /driver/open-trips: requested trips of the driver's car type, pickup still ahead, soonest first or newest. */
export async function listOpenTripsForDriver(
  db: DbOrTx,
  driver: DriverRow,
  { page, per_page, sort = 'pickup' }: PaginationQuery & { sort?: 'pickup' | 'newest' },
  now: Date,
  windowMinutes: number,
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
  // Each passenger's cancellations of booked trips, so a driver can judge the trip (DESIGN.md §17).
  const passengers = await passengerCancelCounts(db, [...new Set(items.map((t) => t.passengerId))], {
    since: reliabilitySince(now),
    windowMinutes,
  });
  return {
    items: items.map((trip) => {
      const bid = myBids.get(trip.id);
      return {
        ...toOpenTripView(trip),
        my_bid: bid ? toBidView(bid, now, held.get(bid.id)) : null,
        passenger_cancellations: passengers.get(trip.passengerId)!,
      };
    }),
    page,
    per_page,
    total,
  };
}

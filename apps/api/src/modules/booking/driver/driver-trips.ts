import type { BidStatus, PaginationQuery } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import type { DriverRow } from '../../drivers';
import { advancePaidByTrip } from '../../payments';
import { heldBids } from '../advance/holds-repo';
import { toBidView } from '../bids/bid-view';
import { listBidsOfDriver } from '../bids/repo';
import { toDriverTripView } from './trip-views';

/** GET /driver/trips: every bid of the driver, newest first, with its trip (the bookings: ?status=accepted). */
export async function listTripsOfDriver(
  db: DbOrTx,
  driver: DriverRow,
  { page, per_page, status }: PaginationQuery & { status?: BidStatus },
  now: Date,
) {
  const { items, total } = await listBidsOfDriver(db, driver.id, { status, page, perPage: per_page, now });
  const held = await heldBids(
    db,
    items.map((i) => i.bid.id),
  );
  const advances = await advancePaidByTrip(
    db,
    items.filter((i) => i.trip.driverId === driver.id).map((i) => i.trip.id),
  );
  return {
    items: items.map(({ bid, trip, passenger }) => ({
      bid: toBidView(bid, now, held.get(bid.id)),
      trip: toDriverTripView(trip, { driverId: driver.id, passenger, advancePaid: advances.get(trip.id) }),
    })),
    page,
    per_page,
    total,
  };
}

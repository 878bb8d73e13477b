import type { BidStatus } from '@pothik/domain';
import type { bids } from '../schema/index';

/** A driver's bid on a trip as the demo seed and the tests describe one. */
export type BidSpec = {
  tripId: number;
  driverId: number;
  driverFare: number;
  /** When it lapses (domain's bidExpiresAt gives a placed bid's). */
  expiresAt: Date;
  status?: BidStatus;
  /** Left out: the database's now. */
  createdAt?: Date;
  /** When its status last changed; its creation unless said. */
  updatedAt?: Date;
};

/** The bid row (active unless `status` says otherwise). */
export function bidValues(bid: BidSpec): typeof bids.$inferInsert {
  return {
    tripId: bid.tripId,
    driverId: bid.driverId,
    driverFare: bid.driverFare,
    status: bid.status ?? 'active',
    expiresAt: bid.expiresAt,
    createdAt: bid.createdAt,
    updatedAt: bid.updatedAt ?? bid.createdAt,
  };
}

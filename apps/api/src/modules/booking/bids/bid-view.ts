import type { BidStatus, BidView } from '@pothik/domain';
import type { BidRow } from './repo';

/** An active bid past its expiry is expired to everyone, whether or not the sweep has marked it yet. */
export function effectiveBidStatus(bid: Pick<BidRow, 'status' | 'expiresAt'>, now: Date): BidStatus {
  return bid.status === 'active' && bid.expiresAt.getTime() <= now.getTime() ? 'expired' : bid.status;
}

/** SPEC.md §3: the passenger's offer, when the driver agreed to it, is the fare. */
export const fareOfBid = (bid: Pick<BidRow, 'bidAmount' | 'driverFare'>) => bid.bidAmount ?? bid.driverFare;

/** `heldUntil`: when the hold of a passenger paying this bid's advance lapses (booking/advance). */
export function toBidView(bid: BidRow, now: Date, heldUntil?: Date): BidView {
  return {
    id: bid.id,
    trip_id: bid.tripId,
    driver_id: bid.driverId,
    driver_fare: bid.driverFare,
    bid_amount: bid.bidAmount,
    fare: fareOfBid(bid),
    status: effectiveBidStatus(bid, now),
    expires_at: bid.expiresAt.toISOString(),
    created_at: bid.createdAt.toISOString(),
    updated_at: bid.updatedAt.toISOString(),
    held_until: heldUntil && heldUntil.getTime() > now.getTime() ? heldUntil.toISOString() : null,
  };
}

import type { Db } from '../../../db/client';
import { refuse } from '../../../lib/errors';
import { heldBids } from '../advance/holds-repo';
import type { TripEvent } from '../trips/trip-events';
import { bidRefusals } from './bid-errors';
import { closeActiveBid, findBid } from './repo';

/**
 * DELETE /driver/bids/{id}: the driver takes back their own live bid. The conditional UPDATE decides
 * against a concurrent accept: whichever commits first wins, the other sees the bid no longer active.
 */
export async function withdrawBid(
  db: Db,
  { driverId, bidId, now }: { driverId: number; bidId: number; now: Date },
) {
  return db.transaction(async (tx) => {
    const bid = await findBid(tx, bidId);
    // Another driver's bid reads as unknown, like another passenger's trip.
    if (!bid || bid.driverId !== driverId) throw bidRefusals.bidNotFound();
    // The driver is held for a passenger paying this bid's advance: theirs until it is paid or lapses.
    if ((await heldBids(tx, [bid.id])).has(bid.id)) throw refuse('bidHeldForAdvance');
    const withdrawn = await closeActiveBid(tx, { id: bid.id, to: 'withdrawn', now, driverId });
    if (!withdrawn) throw bidRefusals.notWithdrawable();
    const events: TripEvent[] = [{ type: 'bid.withdrawn', trip_id: withdrawn.tripId, bid_id: withdrawn.id }];
    return { bid: withdrawn, events };
  });
}

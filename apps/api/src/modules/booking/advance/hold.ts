import { advanceFor, type FareResult } from '@pothik/domain';
import type { DbOrTx } from '../../../db/client';
import type { HeldFare } from '../../../db/schema/index';
import { tripAdvance } from '../../payments';
import { releasePromoUse } from '../../promos';
import { getAdvanceSettings } from '../../settings';
import type { BidRow } from '../bids/repo';
import type { TripRow } from '../trips/repo';
import type { TripEvent } from '../trips/trip-events';
import { endHold, extendBidTo, findAwaitingHold, type HoldRow, insertHold } from './holds-repo';

/** The figures calculateFare made, as the trip stores them once booked. */
export const heldFareOf = (result: FareResult, promoCode: string | null): HeldFare => ({
  fare: result.breakdown.fare,
  insuranceFee: result.breakdown.insurance_fee,
  platformFee: result.breakdown.platform_fee,
  amount: result.amount,
  discountAmount: result.discount_amount,
  total: result.breakdown.total,
  promoCode,
});

/**
 * When the trip's type asks an advance of what is due (after any promo) and none was paid before (an
 * advance a cancelling driver left behind carries over), the bid's driver is held for the passenger: a
 * hold awaiting payment, the bid kept alive as long as it, the trip still requested with its other bids
 * live. Undefined when the booking needs no advance.
 */
export async function holdIfAdvanceDue(
  tx: DbOrTx,
  {
    trip,
    bid,
    fare,
    passengerId,
    now,
  }: { trip: TripRow; bid: BidRow; fare: HeldFare; passengerId: number; now: Date },
) {
  const split = advanceFor(await getAdvanceSettings(tx), trip.tripType, fare.total, now);
  if (split.advance === 0) return undefined;
  const carried = await tripAdvance(tx, trip.id);
  if (carried && carried.refunds.length === 0) return undefined;
  const hold = await insertHold(tx, {
    tripId: trip.id,
    bidId: bid.id,
    driverId: bid.driverId,
    passengerId,
    advance: split.advance,
    cashDue: split.cashDue,
    fare,
    createdAt: now,
    lapsesAt: split.lapsesAt,
  });
  await extendBidTo(tx, bid.id, split.lapsesAt);
  const events: TripEvent[] = [
    { type: 'trip.updated', trip_id: trip.id },
    { type: 'bid.updated', trip_id: trip.id, bid_id: bid.id },
  ];
  return { hold, events };
}

/**
 * Ends the trip's hold awaiting payment, if any, as `to` (released: the passenger chose another bid or
 * cancelled; lapsed: the window ran out), giving back the promo use it claimed. Returns the events.
 */
export async function endAwaitingHold(
  tx: DbOrTx,
  tripId: number,
  now: Date,
  to: 'released' | 'lapsed' = 'released',
): Promise<{ hold: HoldRow | undefined; events: TripEvent[] }> {
  const awaiting = await findAwaitingHold(tx, tripId, true);
  if (!awaiting) return { hold: undefined, events: [] };
  const hold = await endHold(tx, awaiting.id, to, now);
  if (!hold) return { hold: undefined, events: [] };
  if (hold.fare.promoCode) await releasePromoUse(tx, tripId);
  return {
    hold,
    events: [
      { type: 'trip.updated', trip_id: tripId },
      { type: 'bid.updated', trip_id: tripId, bid_id: hold.bidId },
    ],
  };
}

export const releaseAwaitingHold = async (tx: DbOrTx, tripId: number, now: Date) =>
  (await endAwaitingHold(tx, tripId, now, 'released')).events;

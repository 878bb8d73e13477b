import { calculateFare, type PromoInput } from '@pothik/domain';
import type { PassengerBid } from './bid-view';

/** What a fare breakdown shows; the trip's stored fare has the same figures. */
export type FareFigures = {
  fare: number;
  insurance_fee: number;
  platform_fee: number;
  /** What the passenger pays for the ride. */
  amount: number;
  /** The price shown struck through beside `amount`. */
  discount_amount: number;
  /** fare − amount */
  discount: number;
  /** amount + fees */
  total: number;
};

/**
 * A bid's fare with a promo, by the domain's calculateFare (the function the API stores the accepted
 * fare with), so what the passenger sees before accepting is what they are charged.
 */
export function bidFareFigures(bid: PassengerBid, promo: PromoInput | null): FareFigures {
  const result = calculateFare({
    driver_fare: bid.driver_fare,
    bid_amount: bid.bid_amount,
    insurance_fee: bid.insurance_fee,
    platform_fee: bid.platform_fee,
    promo,
  });
  return {
    ...result.breakdown,
    amount: result.amount,
    discount_amount: result.discount_amount,
  };
}

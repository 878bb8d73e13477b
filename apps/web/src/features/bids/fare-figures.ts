import { calculateFare, type PassengerBid, type PromoInput, type TripFare } from '@pothik/domain';

/** What a fare breakdown shows: the figures the API stores on the trip when a bid is accepted. */
export type FareFigures = Omit<TripFare, 'promo_code'>;

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

import type { TripView } from '@/features/my-trips/trip-view';
import type { BidList, DriverCard, DriverReviews, PassengerBid, Promo } from '../bid-view';

// Bids, promos and reviews as apps/api/src/modules/{bids,promos,reviews} send them. Fees as the
// seeded settings make them: insurance 50, platform 3 % of the fare.

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export function driverCard(overrides: Partial<DriverCard> = {}): DriverCard {
  return {
    id: 3,
    name: 'Karim Uddin',
    photo: '/images/drivers/karim.webp',
    rating: 4.75,
    rating_count: 12,
    completed_trips: 40,
    car_type: 'sedan',
    car_model: 'Toyota Axio',
    ...overrides,
  };
}

export function passengerBid(overrides: Partial<PassengerBid> = {}): PassengerBid {
  return {
    id: 101,
    driver_fare: 12500,
    bid_amount: null,
    fare: 12500,
    insurance_fee: 50,
    platform_fee: 375,
    total: 12925,
    expires_at: inMinutes(20),
    created_at: new Date(Date.now() - 60_000).toISOString(),
    driver: driverCard(),
    ...overrides,
  };
}

/** Karim: ৳12,500, rated 4.75 by 12. */
export const karimBid = () => passengerBid();

/** Salma agreed to the passenger's ৳12,000 offer: the cheaper total, and the better rating. */
export const salmaBid = () =>
  passengerBid({
    id: 102,
    driver_fare: 13000,
    bid_amount: 12000,
    fare: 12000,
    platform_fee: 360,
    total: 12410,
    driver: driverCard({
      id: 4,
      name: 'Salma Begum',
      photo: null,
      rating: 4.9,
      rating_count: 30,
      completed_trips: 120,
      car_model: 'Toyota Premio',
    }),
  });

/** Rafiq is new: the cheapest, with no rating. */
export const rafiqBid = () =>
  passengerBid({
    id: 103,
    driver_fare: 11800,
    fare: 11800,
    platform_fee: 354,
    total: 12204,
    driver: driverCard({
      id: 5,
      name: 'Rafiq Islam',
      rating: null,
      rating_count: 0,
      completed_trips: 1,
      car_model: 'Honda Grace',
    }),
  });

export function bidList(trip: TripView, bids: PassengerBid[]): { data: BidList } {
  return {
    data: {
      trip_id: trip.id,
      status: trip.status,
      pickup_at: trip.pickup_at,
      bid_amount: trip.bid_amount,
      bids,
    },
  };
}

export function promo(overrides: Partial<Promo> = {}): Promo {
  return {
    id: 1,
    code: 'SAVE10',
    title_en: '10% off, up to ৳500',
    title_bn: '১০% ছাড়, সর্বোচ্চ ৳৫০০',
    promo_category: 'other',
    promo_code_type: 'percentage',
    promo_code_amount: 10,
    up_to_amount: 500,
    actual_amount: 0,
    elevated_amount: 0,
    starts_at: '2030-01-01T00:00:00.000Z',
    ends_at: '2031-01-01T00:00:00.000Z',
    uses_left: 1,
    ...overrides,
  };
}

/** Rule 6 (other, percentage) and rule 1 (elevated, fixed) of DESIGN.md §6. */
export const promos = () => ({
  data: [
    promo(),
    promo({
      id: 2,
      code: 'BONUS300',
      title_en: 'Worth ৳300 more',
      title_bn: '৳৩০০ বেশি মূল্যের',
      promo_category: 'elevated',
      promo_code_type: 'fixed',
      promo_code_amount: 300,
      up_to_amount: 0,
    }),
  ],
});

export function driverReviews(driver: DriverCard): { data: DriverReviews } {
  return {
    data: {
      driver,
      rating: { average: driver.rating, count: driver.rating_count },
      reviews: [
        {
          rating: 5,
          comment: 'Careful driver, on time.',
          created_at: '2030-02-01T10:00:00.000Z',
          passenger_name: 'Rahim K.',
        },
        { rating: 4, comment: null, created_at: '2030-01-20T10:00:00.000Z', passenger_name: null },
      ],
    },
  };
}

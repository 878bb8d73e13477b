import { driverCard } from '@/features/bids/testing/bid-fixtures';
import { tripView } from '@/features/my-trips/testing/trip-fixtures';
import type { DriverContact, TripFare, TripView } from '@/features/my-trips/trip-view';

// Booked trips as GET /user/trips/{id} sends them once a bid is accepted (apps/api/src/modules/trips).

export function driverContact(overrides: Partial<DriverContact> = {}): DriverContact {
  return { ...driverCard(), plate_number: 'Dhaka Metro-GA 12-3456', mobile: '01712345678', ...overrides };
}

/** Karim's ৳12,500 with SAVE10 (10 % of fare + fees, capped at ৳500), as accept-bid stored it. */
export function storedFare(overrides: Partial<TripFare> = {}): TripFare {
  return {
    fare: 12500,
    insurance_fee: 50,
    platform_fee: 375,
    amount: 12000,
    discount_amount: 12500,
    discount: 500,
    total: 12425,
    promo_code: 'SAVE10',
    ...overrides,
  };
}

export function bookedTrip(overrides: Partial<TripView> = {}): TripView {
  return tripView({
    status: 'confirmed',
    driver: driverContact(),
    fare: storedFare(),
    confirmed_at: '2030-03-11T09:05:00.000Z',
    ...overrides,
  });
}

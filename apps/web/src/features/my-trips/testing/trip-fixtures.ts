import type { TripDetail, TripPage, TripView } from '../trip-view';

// Trips as GET /user/trips and /user/trips/{id} send them (apps/api/src/modules/trips/schemas.ts).

export function tripView(overrides: Partial<TripView> = {}): TripView {
  return {
    id: 41,
    trip_type: 'one_way',
    car_type: 'sedan',
    pickup: { address: 'Gulshan 2, Dhaka', lat: 23.7925, lng: 90.4078 },
    dropoff: { address: "Cox's Bazar", lat: 21.4272, lng: 92.0058 },
    airport_code: null,
    flight_number: null,
    // 10:00 in Dhaka (UTC+6)
    pickup_at: '2030-03-15T04:00:00.000Z',
    return_at: null,
    hours: null,
    bid_amount: null,
    note: null,
    status: 'requested',
    estimate_min: 11200,
    estimate_max: 13700,
    road_km: 402.4,
    cancel_note: null,
    cancelled_at: null,
    created_at: '2030-03-10T06:30:00.000Z',
    driver: null,
    fare: null,
    confirmed_at: null,
    arrived_at: null,
    started_at: null,
    completed_at: null,
    is_reviewed: false,
    review: null,
    ...overrides,
  };
}

export function tripPage(items: TripView[], overrides: Partial<TripPage> = {}): { data: TripPage } {
  return { data: { items, page: 1, per_page: 12, total: items.length, ...overrides } };
}

export function tripDetail(
  trip: TripView,
  overrides: Partial<Omit<TripDetail, 'trip'>> = {},
): { data: TripDetail } {
  return {
    data: {
      trip,
      timeline: [
        { from_status: null, to_status: 'requested', at: trip.created_at, actor: 'passenger', note: null },
      ],
      cancel: { option: 'cancel', until: trip.pickup_at },
      ...overrides,
    },
  };
}

export const cancelReasons = {
  data: [
    { id: 1, key: 'plans_changed', text_en: 'My plans have changed', text_bn: 'আমার পরিকল্পনা বদলে গেছে' },
    { id: 2, key: 'found_other_ride', text_en: 'I found another ride', text_bn: 'আমি অন্য গাড়ি পেয়েছি' },
  ],
};

/** A stored login, as the session check and AuthGate read it. */
export function storeLogin() {
  const later = (ms: number) => new Date(Date.now() + ms).toISOString();
  window.localStorage.setItem('access_token', 'access-1');
  window.localStorage.setItem('access_token_expires', later(3_600_000));
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('refresh_token_expires', later(86_400_000));
  window.localStorage.setItem('user', JSON.stringify({ id: 7, full_name: 'Rahima Akter' }));
}

import { describe, expect, it } from 'vitest';
import { tripStatuses } from '../reference/trip-status';
import { type TripView, tripDetailSchema, tripListTabStatuses, tripListTabs, tripViewSchema } from './trip';

const trip: TripView = {
  id: 41,
  kind: 'car_rental',
  trip_type: 'hourly',
  car_type: 'sedan',
  pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4193 },
  dropoff: null,
  airport_code: null,
  flight_number: null,
  pickup_at: '2025-06-01T04:00:00.000Z',
  return_at: null,
  hours: 4,
  bid_amount: null,
  note: null,
  status: 'requested',
  estimate_fare: 2400,
  estimate_min: 2200,
  estimate_max: 2700,
  road_km: null,
  cancel_reason_id: null,
  cancel_note: null,
  cancelled_at: null,
  expired_at: null,
  created_at: '2025-05-30T10:00:00.000Z',
  updated_at: '2025-05-30T10:00:00.000Z',
  driver: null,
  fare: null,
  confirmed_at: null,
  on_my_way_at: null,
  arrived_at: null,
  started_at: null,
  completed_at: null,
  is_reviewed: false,
  review: null,
};

describe('trip contract', () => {
  it('lists every trip status under exactly one My Trips tab', () => {
    const listed = tripListTabs.flatMap((tab) => tripListTabStatuses[tab]);
    expect([...listed].sort()).toEqual([...tripStatuses].sort());
    expect(Object.keys(tripListTabStatuses).sort()).toEqual([...tripListTabs].sort());
  });

  it('reads a trip detail with its timeline and cancel option', () => {
    const detail = {
      trip,
      timeline: [
        { from_status: null, to_status: 'requested', at: trip.created_at, actor: 'passenger', note: null },
      ],
      cancel: { option: 'cancel', until: null },
      advance: { hold: null, paid: null, refunded: 0, refund_status: null, cash_due: null },
    };
    expect(tripDetailSchema.parse(detail)).toEqual(detail);
  });

  it('refuses a trip with an unknown status or a fractional fare', () => {
    expect(tripViewSchema.safeParse({ ...trip, status: 'lost' }).success).toBe(false);
    expect(tripViewSchema.safeParse({ ...trip, estimate_fare: 2400.5 }).success).toBe(false);
  });
});

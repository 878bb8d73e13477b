import type { DriverTripView, OpenTripView } from '@pothik/domain';
import type { TripRow } from '../trips/repo';
import { driverVisibleStatuses, toTripView } from '../trips/trip-view';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toOpenTripView(row: TripRow): OpenTripView {
  const t = toTripView(row);
  return {
    id: t.id,
    kind: t.kind,
    trip_type: t.trip_type,
    car_type: t.car_type,
    pickup: t.pickup,
    dropoff: t.dropoff,
    airport_code: t.airport_code,
    flight_number: t.flight_number,
    pickup_at: t.pickup_at,
    return_at: t.return_at,
    hours: t.hours,
    bid_amount: t.bid_amount,
    note: t.note,
    estimate_fare: t.estimate_fare,
    estimate_min: t.estimate_min,
    estimate_max: t.estimate_max,
    road_km: t.road_km,
    created_at: t.created_at,
  };
}

/** The passenger's contact only while this driver is booked on the trip (or drove it). */
export function toDriverTripView(
  row: TripRow,
  {
    driverId,
    passenger,
    advancePaid = 0,
  }: { driverId: number; passenger: { fullName: string | null; mobile: string }; advancePaid?: number },
): DriverTripView {
  const isMine = row.driverId === driverId;
  const isBooked = isMine && driverVisibleStatuses.includes(row.status);
  return {
    ...toOpenTripView(row),
    status: row.status,
    passenger: isBooked ? { name: passenger.fullName, mobile: passenger.mobile } : null,
    fare: isMine ? row.fare : null,
    advance_paid: isMine ? advancePaid : null,
    cash_due: isMine && row.total !== null ? Math.max(0, row.total - advancePaid) : null,
    confirmed_at: isMine ? iso(row.confirmedAt) : null,
    on_my_way_at: isMine ? iso(row.onMyWayAt) : null,
    arrived_at: isMine ? iso(row.arrivedAt) : null,
    started_at: isMine ? iso(row.startedAt) : null,
    completed_at: isMine ? iso(row.completedAt) : null,
  };
}

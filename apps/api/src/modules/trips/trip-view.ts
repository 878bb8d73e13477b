import type { TripRow, TripStatusEventRow } from './repo';
import type { TripView } from './schemas';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A trip as the API shows it: snake_case, places nested as the request sent them, times in ISO UTC. */
export function toTripView(row: TripRow): TripView {
  const hasDropoff = row.dropoffAddress !== null && row.dropoffLat !== null && row.dropoffLng !== null;
  return {
    id: row.id,
    kind: row.kind,
    trip_type: row.tripType,
    car_type: row.carType as TripView['car_type'],
    pickup: { address: row.pickupAddress, lat: row.pickupLat, lng: row.pickupLng },
    dropoff: hasDropoff ? { address: row.dropoffAddress!, lat: row.dropoffLat!, lng: row.dropoffLng! } : null,
    airport_code: row.airportCode,
    flight_number: row.flightNumber,
    pickup_at: row.pickupAt.toISOString(),
    return_at: iso(row.returnAt),
    hours: row.hours,
    bid_amount: row.bidAmount,
    note: row.note,
    status: row.status,
    estimate_fare: row.estimateFare,
    estimate_min: row.estimateMin,
    estimate_max: row.estimateMax,
    road_km: row.roadKm,
    cancel_reason_id: row.cancelReasonId,
    cancel_note: row.cancelNote,
    cancelled_at: iso(row.cancelledAt),
    expired_at: iso(row.expiredAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toTimelineEvent(row: TripStatusEventRow) {
  return {
    from_status: row.fromStatus,
    to_status: row.toStatus,
    at: row.at.toISOString(),
    actor: row.actor,
    note: row.note,
  };
}

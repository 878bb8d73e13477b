import type { TimelineEvent, TripFare, TripStatus, TripView } from '@pothik/domain';
import { type DriverContactRow, toDriverContact } from '../../drivers';
import type { ReviewRow } from '../reviews/repo';
import type { TripRow, TripStatusEventRow } from './repo';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The statuses in which the passenger sees who drives and how to call them. */
export const driverVisibleStatuses: readonly TripStatus[] = [
  'confirmed',
  'cancel_requested',
  'started',
  'completed',
];

/** What a trip view needs beyond the row; read in bulk by `toTripViews`, or joined by the list's query. */
export type TripExtras = {
  driver?: DriverContactRow;
  review?: Pick<ReviewRow, 'rating' | 'comment' | 'createdAt'>;
};

/** The columns of a trip its view shows (the list reads only these). */
export type TripViewRow = Omit<TripRow, 'passengerId' | 'pickupDistrict' | 'dropoffDistrict'>;

function fareOf(row: TripViewRow): TripFare | null {
  const { fare, insuranceFee, platformFee, amount, discountAmount, total } = row;
  if (
    fare === null ||
    insuranceFee === null ||
    platformFee === null ||
    amount === null ||
    discountAmount === null ||
    total === null
  )
    return null;
  return {
    fare,
    insurance_fee: insuranceFee,
    platform_fee: platformFee,
    amount,
    discount_amount: discountAmount,
    discount: fare - amount,
    total,
    promo_code: row.promoCode,
  };
}

/** A trip as the API shows it: snake_case, places nested as the request sent them, times in ISO UTC. */
export function toTripView(row: TripViewRow, extras: TripExtras = {}): TripView {
  const hasDropoff = row.dropoffAddress !== null && row.dropoffLat !== null && row.dropoffLng !== null;
  const showsDriver = extras.driver && driverVisibleStatuses.includes(row.status);
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
    driver: showsDriver && extras.driver ? toDriverContact(extras.driver) : null,
    fare: fareOf(row),
    confirmed_at: iso(row.confirmedAt),
    on_my_way_at: iso(row.onMyWayAt),
    arrived_at: iso(row.arrivedAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    is_reviewed: extras.review !== undefined,
    review: extras.review
      ? {
          rating: extras.review.rating,
          comment: extras.review.comment,
          created_at: extras.review.createdAt.toISOString(),
        }
      : null,
  };
}

export function toTimelineEvent(row: TripStatusEventRow): TimelineEvent {
  return {
    from_status: row.fromStatus,
    to_status: row.toStatus,
    at: row.at.toISOString(),
    actor: row.actor,
    note: row.note,
  };
}

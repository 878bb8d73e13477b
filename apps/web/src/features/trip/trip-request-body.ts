import { fromBengaliDigits, tabOfTripType } from '@pothik/domain';
import type { PlaceValue } from '@/features/places';
import { toDhakaIso } from './dhaka-date-time';
import type { TripFormField, TripFormValues } from './trip-form-values';
import type { TripCategory } from './trip-types';

// The bodies of DESIGN.md §5 built from the form's entries. They are validated afterwards with the
// domain schemas the API uses, so an entry that makes no sense here is passed on for the schema to name.

export function categoryOf(values: TripFormValues): TripCategory {
  return tabOfTripType(values.trip_type);
}

/** Whole taka typed with Latin or Bengali digits and any thousands commas; '' means no offer. */
export function parseTaka(text: string): number | undefined {
  const cleaned = fromBengaliDigits(text).replace(/[,\s৳]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

const optionalText = (text: string) => (text.trim() === '' ? undefined : text.trim());
const orUndefined = (place: PlaceValue | null) => place ?? undefined;
const pickupAt = (v: TripFormValues) => toDhakaIso({ date: v.pickup_date, time: v.pickup_time }) ?? '';

/** POST /user/trips. */
function carRentalBody(v: TripFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    trip_type: v.trip_type,
    car_type: v.car_type,
    pickup: orUndefined(v.pickup),
    pickup_at: pickupAt(v),
  };
  if (v.trip_type === 'hourly') body.hours = Number(v.hours);
  else body.dropoff = orUndefined(v.dropoff);
  if (v.trip_type === 'round_way') body.return_at = toDhakaIso({ date: v.return_date, time: v.return_time });
  return withOffer(body, v);
}

/** POST /user/airport-rental-request. */
function airportBody(v: TripFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    trip_type: v.trip_type,
    airport_code: v.airport_code || undefined,
    location: orUndefined(v.location),
    car_type: v.car_type,
    pickup_at: pickupAt(v),
    flight_number: optionalText(v.flight_number),
  };
  return withOffer(body, v);
}

function withOffer(body: Record<string, unknown>, v: TripFormValues): Record<string, unknown> {
  const withExtras = { ...body, bid_amount: parseTaka(v.bid_amount), note: optionalText(v.note) };
  // JSON drops undefined anyway; dropping it here keeps the idempotency fingerprint the same as the wire.
  return Object.fromEntries(Object.entries(withExtras).filter(([, value]) => value !== undefined));
}

export function tripRequestBody(v: TripFormValues): Record<string, unknown> {
  return categoryOf(v) === 'car_rental' ? carRentalBody(v) : airportBody(v);
}

const point = (place: PlaceValue | null) => (place ? { lat: place.lat, lng: place.lng } : undefined);

/** POST /fare-estimate (fareEstimateRequestSchema): only what pricing needs. */
export function fareEstimateBody(v: TripFormValues): Record<string, unknown> {
  if (v.trip_type === 'hourly') return { trip_type: 'hourly', hours: Number(v.hours) };
  if (categoryOf(v) === 'airport_rental') {
    return { trip_type: v.trip_type, airport_code: v.airport_code || undefined, location: point(v.location) };
  }
  return { trip_type: v.trip_type, pickup: point(v.pickup), dropoff: point(v.dropoff) };
}

/** The entries Get Fare checks before asking for an estimate. */
export function estimateFieldsOf(v: TripFormValues): TripFormField[] {
  if (v.trip_type === 'hourly') return ['hours'];
  if (categoryOf(v) === 'airport_rental') return ['airport_code', 'location'];
  return ['pickup', 'dropoff'];
}

'use client';

import { airports } from '@pothik/domain';
import type { GuidanceRoute } from '@/features/fare-guidance';
import { FareGuidanceLine } from '@/features/fare-guidance';
import type { PlaceValue } from '@/features/places';
import { useWatch } from '@/lib/form';
import type { TripFormValues } from './trip-form-values';
import { categoryOf } from './trip-request-body';

const point = (place: PlaceValue | null | undefined) => (place ? { lat: place.lat, lng: place.lng } : null);

/** The route the entries describe, as fare guidance reads it; null until they name one. */
export function guidanceRouteOf(v: TripFormValues): GuidanceRoute | null {
  if (!v.car_type) return null;
  const base = { trip_type: v.trip_type, car_type: v.car_type };
  if (v.trip_type === 'hourly') {
    const pickup = point(v.pickup);
    return pickup && v.hours ? { ...base, pickup, dropoff: null, hours: Number(v.hours) } : null;
  }
  if (categoryOf(v) === 'airport_rental') {
    const airport = airports.find((a) => a.code === v.airport_code);
    const location = point(v.location);
    if (!airport || !location) return null;
    const terminal = { lat: airport.lat, lng: airport.lng };
    return v.trip_type === 'from_airport'
      ? { ...base, pickup: terminal, dropoff: location }
      : { ...base, pickup: location, dropoff: terminal };
  }
  const pickup = point(v.pickup);
  const dropoff = point(v.dropoff);
  return pickup && dropoff ? { ...base, pickup, dropoff } : null;
}

/**
 * "Most trips like this were booked for ৳X–৳Y" beside the offer, once enough trips on the route back
 * it; the estimate above already covers the rest.
 */
export function RequestFareGuidance() {
  const values = useWatch<TripFormValues>();
  return <FareGuidanceLine route={guidanceRouteOf(values)} className="mb-2 font-medium text-gray-800" />;
}

'use client';

import { airports, type Lang } from '@pothik/domain';
import type { PlaceValue } from '@/features/places';
import { type MapPoint, RouteMap } from '@/features/route-map';
import { useLang } from '@/i18n/use-lang';
import { useWatch } from '@/lib/form';
import type { TripFormValues } from './trip-form-values';

type RouteEnds = { pickup: MapPoint | null; dropoff: MapPoint | null };

const placePoint = (place: PlaceValue | null | undefined): MapPoint | null =>
  place ? { lat: place.lat, lng: place.lng, label: place.address } : null;

/** Where the trip starts and ends as the entries say; an airport trip has the airport at one end. */
function routeEnds(values: Partial<TripFormValues>, lang: Lang): RouteEnds {
  const { trip_type: tripType } = values;
  if (tripType === 'from_airport' || tripType === 'from_home') {
    const airport = airports.find((a) => a.code === values.airport_code);
    const airportPoint = airport
      ? { lat: airport.lat, lng: airport.lng, label: lang === 'bn' ? airport.name_bn : airport.name_en }
      : null;
    const location = placePoint(values.location);
    return tripType === 'from_airport'
      ? { pickup: airportPoint, dropoff: location }
      : { pickup: location, dropoff: airportPoint };
  }
  // A drop-off entered before switching to hourly is still in the form, but not part of the trip.
  const dropoff = tripType === 'hourly' ? null : placePoint(values.dropoff);
  return { pickup: placePoint(values.pickup), dropoff };
}

/**
 * The route picture of the request page, following the entries as they change. An hourly trip has no
 * drop-off: the map shows its pickup alone, as the trip page does.
 */
export function RequestRouteMap() {
  const lang = useLang();
  const values = useWatch<TripFormValues>() as Partial<TripFormValues>;
  const { pickup, dropoff } = routeEnds(values, lang);
  return <RouteMap pickup={pickup} dropoff={dropoff} isPickupOnly={values.trip_type === 'hourly'} />;
}

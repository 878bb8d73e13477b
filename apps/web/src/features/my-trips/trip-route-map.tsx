'use client';

import type { Lang } from '@pothik/domain';
import { useLocale } from 'next-intl';
import { type MapPoint, RouteMap } from '@/features/route-map/route-map';
import { airportName, tripAirport } from './trip-labels';
import type { Place, TripView } from './trip-view';

const pointOf = (place: Place): MapPoint => ({ lat: place.lat, lng: place.lng, label: place.address });

/**
 * The map's two ends. The airport end of an airport trip is the domain's airport (its terminal and its
 * name in the reader's language); an hourly trip has only a pickup.
 */
export function tripMapPoints(trip: TripView, lang: Lang): { pickup: MapPoint; dropoff: MapPoint | null } {
  const airport = tripAirport(trip);
  const airportPoint = airport && { lat: airport.lat, lng: airport.lng, label: airportName(airport, lang) };
  const pickup = trip.trip_type === 'from_airport' && airportPoint ? airportPoint : pointOf(trip.pickup);
  const dropoff =
    trip.trip_type === 'from_home' && airportPoint ? airportPoint : trip.dropoff && pointOf(trip.dropoff);
  return { pickup, dropoff };
}

export function TripRouteMap({ trip }: { trip: TripView }) {
  const lang = useLocale();
  const { pickup, dropoff } = tripMapPoints(trip, lang);
  return <RouteMap pickup={pickup} dropoff={dropoff} isPickupOnly={trip.trip_type === 'hourly'} />;
}

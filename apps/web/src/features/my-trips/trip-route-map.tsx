'use client';

import type { Lang, TripPlace, TripView } from '@pothik/domain';
import { type MapPoint, RouteMap } from '@/features/route-map';
import { useLang } from '@/i18n/use-lang';
import { airportName, tripAirport } from '@/lib/trip-labels';
import { useTripPosition } from './trip-position';

const pointOf = (place: TripPlace): MapPoint => ({ lat: place.lat, lng: place.lng, label: place.address });

/**
 * The map's two ends. The airport end of an airport trip is the domain's airport (its terminal and its
 * name in the reader's language); an hourly trip has only a pickup.
 */
function tripMapPoints(trip: TripView, lang: Lang): { pickup: MapPoint; dropoff: MapPoint | null } {
  const airport = tripAirport(trip);
  const airportPoint = airport && { lat: airport.lat, lng: airport.lng, label: airportName(airport, lang) };
  const pickup = trip.trip_type === 'from_airport' && airportPoint ? airportPoint : pointOf(trip.pickup);
  const dropoff =
    trip.trip_type === 'from_home' && airportPoint ? airportPoint : trip.dropoff && pointOf(trip.dropoff);
  return { pickup, dropoff };
}

export function TripRouteMap({ trip }: { trip: TripView }) {
  const lang = useLang();
  const { pickup, dropoff } = tripMapPoints(trip, lang);
  // The booked car, on the passenger's page while it is followed (DESIGN.md §15).
  const car = useTripPosition()?.points.at(-1);
  return (
    <RouteMap
      pickup={pickup}
      dropoff={dropoff}
      isPickupOnly={trip.trip_type === 'hourly'}
      car={car ? { lat: car.lat, lng: car.lng } : null}
    />
  );
}

'use client';

import type { TripView } from '@pothik/domain';
import { TripRouteMap } from '@/features/my-trips';
import type { OpenTrip } from '../driver-api';

/** The passenger's map of a trip (airport ends named in the reader's language), for the driver. */
export function DriverRouteMap({ trip }: { trip: Omit<OpenTrip, 'my_bid' | 'passenger_cancellations'> }) {
  // An open trip has every field the map reads (its ends, type and airport).
  return <TripRouteMap trip={trip as TripView} />;
}

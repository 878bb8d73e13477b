'use client';

import { etaTarget, type LatLng, type PositionView, type TripView } from '@pothik/domain';
import { CarPositionPanel, LiveCarPositionPanel } from '@/features/route-map';
import { tripAirport } from '@/lib/trip-labels';

/** Where the car heads now: the pickup until check-in, then the drop-off (an airport end is the airport's). */
function targetOf(trip: TripView): LatLng | null {
  const which = etaTarget(trip.status);
  const airport = tripAirport(trip);
  if (which === 'pickup') {
    return trip.trip_type === 'from_airport' && airport ? airport : trip.pickup;
  }
  if (which === 'dropoff') {
    if (trip.trip_type === 'from_home' && airport) return airport;
    return trip.dropoff;
  }
  return null;
}

type Props = { trip: TripView /** Newest last. */; points: PositionView[] };

/** The booked car for the passenger (DESIGN.md §15), at `now`: the route map's panel for this trip. */
export function PositionPanel({ trip, points, now }: Props & { now: Date }) {
  return <CarPositionPanel status={trip.status} target={targetOf(trip)} points={points} now={now} />;
}

/** The panel with its clock: "updated N s ago" counts up every second. */
export function LivePositionPanel({ trip, points }: Props) {
  return <LiveCarPositionPanel status={trip.status} target={targetOf(trip)} points={points} />;
}

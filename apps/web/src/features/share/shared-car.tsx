'use client';

import { etaTarget, type SharedTrip } from '@pothik/domain';
import { useEffect } from 'react';
import { type CarPoint, LiveCarPositionPanel, RouteMap, useCarTrail } from '@/features/route-map';

/** Where the car heads now on a shared trip: the pickup until check-in, then the drop-off. */
function targetOf(trip: SharedTrip) {
  const which = etaTarget(trip.status);
  if (which === 'pickup') return trip.pickup;
  return which === 'dropoff' ? trip.dropoff : null;
}

/**
 * The trip's route with the car on it, as the passenger's page draws it (DESIGN.md §15), and while the car
 * is followed how long ago it reported, how far it is and about how long it needs. Each answer of the
 * page's polling brings the latest point; the trail of them tells whether the car comes closer.
 */
export function SharedCar({ trip }: { trip: SharedTrip }) {
  const { points, add } = useCarTrail<CarPoint>();
  useEffect(() => {
    if (trip.position) add(trip.position);
  }, [trip.position, add]);
  const car = trip.is_tracked ? points.at(-1) : undefined;
  return (
    <>
      {trip.is_tracked && (
        <LiveCarPositionPanel
          status={trip.status}
          target={targetOf(trip)}
          points={points}
          viewer="follower"
        />
      )}
      <RouteMap
        pickup={{ ...trip.pickup, label: trip.pickup.address }}
        dropoff={trip.dropoff ? { ...trip.dropoff, label: trip.dropoff.address } : null}
        isPickupOnly={!trip.dropoff}
        car={car ? { lat: car.lat, lng: car.lng } : null}
      />
    </>
  );
}

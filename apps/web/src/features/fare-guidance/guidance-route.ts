/** A route as fare guidance reads it: the two ends, the car and the kind of trip (hourly: its hours). */
export type GuidanceRoute = {
  trip_type: string;
  car_type: string;
  pickup: { lat: number; lng: number };
  dropoff: { lat: number; lng: number } | null;
  hours?: number | null;
};

export function guidanceQuery(route: GuidanceRoute): string {
  const params = new URLSearchParams({
    trip_type: route.trip_type,
    car_type: route.car_type,
    pickup_lat: String(route.pickup.lat),
    pickup_lng: String(route.pickup.lng),
  });
  if (route.dropoff) {
    params.set('dropoff_lat', String(route.dropoff.lat));
    params.set('dropoff_lng', String(route.dropoff.lng));
  }
  if (route.hours) params.set('hours', String(route.hours));
  return params.toString();
}

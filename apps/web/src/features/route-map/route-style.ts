/** One look for both the Leaflet map and the drawing it falls back to. */
export const routeStyle = {
  pickup: { letter: 'A', color: '#15803d' },
  dropoff: { letter: 'B', color: '#b91c1c' },
  // The booked car (DESIGN.md §15): a blue dot, apart from the two ends' letters.
  car: { letter: '', color: '#1d4ed8' },
  line: { color: '#0f766e', weight: 4, dashArray: '8 8' },
} as const;

export type RouteEnd = 'pickup' | 'dropoff' | 'car';

/** A point as the map draws it: `label` is the place ("Dhaka"), `title` names the marker ("Pickup: Dhaka"). */
export type RouteMarker = { end: RouteEnd; lat: number; lng: number; label: string; title: string };

// Trips run inside Bangladesh, so with nothing chosen the whole country is in view.
export const bangladeshView = { center: { lat: 23.7, lng: 90.4 }, zoom: 6 } as const;

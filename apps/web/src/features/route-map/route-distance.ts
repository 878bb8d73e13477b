import { haversineKm, type Lang, type LatLng, roadKm } from '@pothik/domain';
import { localizeDigits } from '@/lib/format';

/**
 * defaultPricingSettings.road_factor, the seeded value (a test keeps the two equal): the settings'
 * module brings its schema, and with it the schema library, into every page that draws a route.
 */
export const SEEDED_ROAD_FACTOR = 1.3;

export type RouteDistance = { straightKm: number; roadKm: number };

/** Points from outside (an API, a place search) may be incomplete; such a point is drawn as "not chosen". */
export function isDrawablePoint<T extends LatLng>(point: T | null | undefined): point is T {
  return (
    !!point &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/**
 * The pricing model's view of the trip: the straight line stretched by its road factor (DESIGN.md §6).
 * The seeded factor is used because the browser does not read the admin's pricing settings.
 */
export function routeDistance(from: LatLng, to: LatLng, roadFactor = SEEDED_ROAD_FACTOR): RouteDistance {
  return { straightKm: haversineKm(from, to), roadKm: roadKm(from, to, roadFactor) };
}

/** Whole km, except one decimal under 10 km where a whole number would say too little. */
export function formatKm(km: number, lang: Lang): string {
  const rounded = km < 10 ? (Math.round(km * 10) / 10).toFixed(1) : String(Math.round(km));
  return localizeDigits(rounded, lang);
}

/** Below this the two points are the same place for a car trip. */
export const SAME_PLACE_KM = 0.05;

import { PricingInputError } from './pricing-input-error';

export type LatLng = { lat: number; lng: number };

// The mean Earth radius (IUGG); also the scale of the flat maps drawn around one point.
export const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

function checkPoint(field: string, point: LatLng): void {
  const isValid =
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180;
  if (!isValid) throw new PricingInputError('invalid_coordinates', field, point);
}

/** Great-circle distance in km. */
export function haversineKm(from: LatLng, to: LatLng): number {
  checkPoint('from', from);
  checkPoint('to', to);
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Roads are longer than the straight line; road_factor (1.3 seeded) is the model's whole map. */
export function roadKm(from: LatLng, to: LatLng, roadFactor: number): number {
  return haversineKm(from, to) * roadFactor;
}

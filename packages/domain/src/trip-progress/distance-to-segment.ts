import { EARTH_RADIUS_KM, type LatLng } from '../pricing/haversine';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Metres from `point` to the straight segment `from`→`to`, on a flat map centred on `point`. Across
 * Bangladesh (at most ~750 km) that flattening is off by a few per cent at worst, far inside the
 * kilometres a corridor allows.
 */
export function distanceToSegmentM(point: LatLng, from: LatLng, to: LatLng): number {
  const metresPerRadian = EARTH_RADIUS_KM * 1000;
  const cosLat = Math.cos(toRadians(point.lat));
  const project = (p: LatLng) => ({
    x: toRadians(p.lng - point.lng) * cosLat * metresPerRadian,
    y: toRadians(p.lat - point.lat) * metresPerRadian,
  });
  const a = project(from);
  const b = project(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / lengthSquared));
  return Math.hypot(a.x + t * dx, a.y + t * dy);
}

import { distanceM, type LatLng, type Position } from '@pothik/domain';
import type { DemoDriveTrip } from '../booking';

// The demo's car (issue 43): it sets off 2.5 km before the pickup and drives at 25 m/s (90 km/h, a
// believable speeded-up pace a checkPosition still takes), a point every 5 s, as a phone would send.
// Standing (at the pickup, or at the drop-off until check-out) it reports every 30 s: the passenger's
// page never calls it stale (a minute), and the stored track gains no more than it keeps anyway.
export const demoDrive = {
  startM: 2_500,
  speedMps: 25,
  everyMs: 5_000,
  standingEveryMs: 30_000,
  arrivedM: 100,
} as const;

const M_PER_DEG_LAT = 111_320;

/** `from` moved `metres` along the bearing from `away` to `from` (or due north with no `away`). */
function beyond(from: LatLng, away: LatLng | null, metres: number): LatLng {
  const mPerDegLng = M_PER_DEG_LAT * Math.cos((from.lat * Math.PI) / 180);
  let dx = 0;
  let dy = 1;
  if (away) {
    const ex = (from.lng - away.lng) * mPerDegLng;
    const ey = (from.lat - away.lat) * M_PER_DEG_LAT;
    const length = Math.hypot(ex, ey);
    if (length > 1) {
      dx = ex / length;
      dy = ey / length;
    }
  }
  return { lat: from.lat + (dy * metres) / M_PER_DEG_LAT, lng: from.lng + (dx * metres) / mPerDegLng };
}

/** `metres` from `from` towards `to`, stopping there. */
function toward(from: LatLng, to: LatLng, metres: number): LatLng {
  const total = distanceM(from, to);
  if (total <= metres || total === 0) return { lat: to.lat, lng: to.lng };
  const f = metres / total;
  return { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f };
}

export type DemoDriveStep =
  | { kind: 'set_off' }
  | { kind: 'point'; point: Position; arrives: boolean }
  | { kind: 'wait' };

/**
 * What the demo's driver does next on a booked trip at `now`: tap "on my way"; then send a point 5 s
 * after the last (2.5 km before the pickup at first, coming from beyond it), moving at 25 m/s towards
 * the pickup and, once the passenger has checked in, the drop-off; and tap "arrived" at the pickup.
 */
export function nextDemoDriveStep(
  trip: DemoDriveTrip,
  latest: Position | undefined,
  now: Date,
): DemoDriveStep {
  if (!trip.onMyWayAt && trip.status !== 'started') {
    // A trip whose passenger asked to cancel before the driver set off stays where it is.
    return trip.status === 'confirmed' ? { kind: 'set_off' } : { kind: 'wait' };
  }
  const target = trip.status === 'started' ? trip.dropoff : trip.pickup;
  const at = new Date(now);
  if (!latest) {
    const start = beyond(trip.pickup, trip.dropoff, demoDrive.startM);
    return { kind: 'point', point: { ...start, accuracyM: 10, at }, arrives: false };
  }
  const elapsedMs = now.getTime() - latest.at.getTime();
  if (elapsedMs < demoDrive.everyMs) return { kind: 'wait' };
  if (!target || distanceM(latest, target) < 1) {
    if (elapsedMs < demoDrive.standingEveryMs) return { kind: 'wait' };
    const here = { lat: latest.lat, lng: latest.lng, accuracyM: 10, speedMps: 0, at };
    return { kind: 'point', point: here, arrives: false };
  }
  const next = toward(latest, target, (demoDrive.speedMps * elapsedMs) / 1000);
  const arrives =
    trip.status !== 'started' && !trip.arrivedAt && distanceM(next, trip.pickup) <= demoDrive.arrivedM;
  return {
    kind: 'point',
    point: { ...next, accuracyM: 10, speedMps: demoDrive.speedMps, at },
    arrives,
  };
}

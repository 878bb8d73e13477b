import type { TripStatus } from '../reference/trip-status';

// A driver who has not tapped "on my way" this long before the pickup is reminded (push, then SMS).
export const ON_MY_WAY_REMINDER_MS = 30 * 60_000;
// The driver's app sends a point every 5–10 s; a minute without one is a phone gone quiet, and the
// passenger's page says so instead of showing an old position as the car.
export const POSITION_STALE_MS = 60_000;

export type TrackedTrip = { status: TripStatus; onMyWayAt?: Date | null };

/** DESIGN.md §15: positions are taken from "on my way" until check-out, and never otherwise. */
export function acceptsPositions(trip: TrackedTrip): boolean {
  if (trip.status === 'started') return true;
  return (trip.status === 'confirmed' || trip.status === 'cancel_requested') && Boolean(trip.onMyWayAt);
}

/** Whether a confirmed trip's driver is due the "on my way" reminder at `now`. */
export function shouldRemindOnMyWay(trip: TrackedTrip & { pickupAt: Date }, now: Date): boolean {
  if (trip.status !== 'confirmed' || trip.onMyWayAt) return false;
  return now.getTime() >= trip.pickupAt.getTime() - ON_MY_WAY_REMINDER_MS;
}

export function isPositionStale(lastAt: Date, now: Date, staleMs = POSITION_STALE_MS): boolean {
  return now.getTime() - lastAt.getTime() > staleMs;
}

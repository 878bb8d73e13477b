import type { TripRow } from '../trips/repo';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Intercity average on Bangladesh's highways, traffic included; sets how long a ride keeps a driver. */
const AVERAGE_SPEED_KMH = 40;
/** Even a short airport run keeps a driver busy this long. */
const MIN_DRIVE_HOURS = 1;
/** Time to refuel, rest and reach the next pickup. */
const TURNAROUND_MIN = 30;

export type BusyWindow = { from: Date; until: Date };
export type WindowFields = Pick<TripRow, 'tripType' | 'pickupAt' | 'returnAt' | 'hours' | 'roadKm'>;

function driveMs(roadKm: number | null): number {
  return Math.max(MIN_DRIVE_HOURS, (roadKm ?? 0) / AVERAGE_SPEED_KMH) * HOUR_MS;
}

/**
 * How long a confirmed trip keeps its driver (DESIGN.md §8: never two overlapping trips):
 * from pickup until the ride is over plus a turnaround. Hourly: the hours booked. Round way: the
 * return leg starts at return_at and takes as long as the way out. Others: road km at 40 km/h, at
 * least an hour.
 */
export function busyWindow(trip: WindowFields): BusyWindow {
  const from = trip.pickupAt;
  const rideEnd =
    trip.tripType === 'hourly'
      ? from.getTime() + (trip.hours ?? MIN_DRIVE_HOURS) * HOUR_MS
      : (trip.tripType === 'round_way' && trip.returnAt ? trip.returnAt : from).getTime() +
        driveMs(trip.roadKm);
  return { from, until: new Date(rideEnd + TURNAROUND_MIN * MINUTE_MS) };
}

/** Half-open windows: one trip may start exactly when another's turnaround ends. */
export function windowsOverlap(a: BusyWindow, b: BusyWindow): boolean {
  return a.from.getTime() < b.until.getTime() && b.from.getTime() < a.until.getTime();
}

import { haversineKm, type LatLng } from '../pricing/haversine';
import type { PositionInput } from './position-schema';

/** A driver's reported position (DESIGN.md §15); `at` is when the phone took it, not when it arrived. */
export type Position = {
  lat: number;
  lng: number;
  accuracyM: number;
  headingDeg?: number;
  speedMps?: number;
  at: Date;
};

/** Metres between two points, on the domain's one great-circle formula. */
export function distanceM(from: LatLng, to: LatLng): number {
  return haversineKm(from, to) * 1000;
}

export function elapsedMs(from: { at: Date }, to: { at: Date }): number {
  return to.at.getTime() - from.at.getTime();
}

/** A point as read off the wire (an ISO time) as the domain keeps it. */
export function toPosition({ at, ...rest }: PositionInput): Position {
  return { ...rest, at: new Date(at) };
}

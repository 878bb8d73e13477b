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
export function toPosition(input: PositionInput): Position {
  // Field by field, not a spread of the rest: every driver's point comes through here (issue 43).
  const position: Position = {
    lat: input.lat,
    lng: input.lng,
    accuracyM: input.accuracyM,
    at: new Date(input.at),
  };
  if (input.headingDeg !== undefined) position.headingDeg = input.headingDeg;
  if (input.speedMps !== undefined) position.speedMps = input.speedMps;
  return position;
}

import { MAX_ISO_DATETIME_LENGTH } from '../reference/limits';
import type { PositionInput } from '../trip-progress/position-schema';
import { positionInputSchema } from '../trip-progress/position-schema';
import { type Fields, finite, isFields, isoTime, rowId } from './readers';

// Every driver on a trip sends a position frame every 5 s (DESIGN.md §15): the one client message read
// so often that zod's union was a tenth of an API process's time per point (issue 43's bench). It is
// read here by hand, and taken only where realtimeClientMessageSchema would take it, with the same
// value; anything else, however small the doubt, goes on to the schema, which decides
// (position-frame.test.ts holds the two together).

const timeSchema = positionInputSchema.shape.at;

/** A phone's `toISOString()` by the regular expression; any other form (an offset) by the schema. */
const isTime = (at: unknown): at is string =>
  typeof at === 'string' &&
  ((at.length <= MAX_ISO_DATETIME_LENGTH && isoTime(at) !== undefined) || timeSchema.safeParse(at).success);

export type PositionFrame = { type: 'position'; trip_id: number; point: PositionInput };

const within = (v: unknown, min: number, max: number) => {
  const n = finite(v);
  return n !== undefined && n >= min && n <= max ? n : undefined;
};

/** Exactly `type`, `trip_id` and `point`, as the schema's strict object asks. */
function hasFrameKeys(value: Fields) {
  let count = 0;
  for (const key in value) {
    if (key !== 'type' && key !== 'trip_id' && key !== 'point') return false;
    count += 1;
  }
  return count === 3;
}

/** The point, its wire names turned into the domain's (unknown fields dropped, as the schema does). */
function readPoint(point: unknown): PositionInput | undefined {
  if (!isFields(point)) return undefined;
  const lat = finite(point.lat);
  const lng = finite(point.lng);
  const accuracyM = within(point.accuracy_m, 0, Infinity);
  const headingDeg = within(point.heading, 0, 360);
  const speedMps = within(point.speed_mps, 0, 100);
  const { at } = point;
  if (lat === undefined || lng === undefined || accuracyM === undefined) return undefined;
  if (headingDeg === undefined && point.heading !== undefined) return undefined;
  if (speedMps === undefined && point.speed_mps !== undefined) return undefined;

  if (!isTime(at)) return undefined;
  const input: PositionInput = { lat, lng, accuracyM, at };
  if (headingDeg !== undefined) input.headingDeg = headingDeg;
  if (speedMps !== undefined) input.speedMps = speedMps;
  return input;
}

/** A well-formed position frame, read without the schema; undefined for anything else. */
export function readPositionFrame(value: unknown): PositionFrame | undefined {
  if (!isFields(value) || value.type !== 'position' || !hasFrameKeys(value)) return undefined;
  const tripId = rowId(value.trip_id);
  const point = tripId === undefined ? undefined : readPoint(value.point);
  return point && tripId !== undefined ? { type: 'position', trip_id: tripId, point } : undefined;
}

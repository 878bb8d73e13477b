import type { PositionView } from '@pothik/domain';

/**
 * The NOTIFY payload of accepted positions, `{"origin": …, "points": [{trip_id, passenger_id,
 * position}]}`, written and checked here. Anyone who can run SQL can NOTIFY on the channel, so a payload
 * is checked before it is trusted; by hand rather than by zod, because every process checks every
 * payload of the cluster (200 points a second at 1,000 trips) and zod's pass was a quarter of a watching
 * process's work. The rules are positionViewSchema's and the row ids' (position-payload.test.ts holds
 * them to it).
 */
export type TripPositionEvent = { tripId: number; passengerId: number; position: PositionView };

/** Points in one payload at most (7,500 bytes hold about 35). */
const MAX_POINTS = 100;
const MAX_ORIGIN_LENGTH = 64;
const MAX_ROW_ID = 2_147_483_647;
// zod's z.iso.datetime(): UTC ("Z") with seconds, any fraction, and a date and time that exist.
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

export const encodePoint = (event: TripPositionEvent) =>
  JSON.stringify({ trip_id: event.tripId, passenger_id: event.passengerId, position: event.position });

/** The start of every payload of the process whose origin this is (its own are skipped unread). */
export const payloadHead = (origin: string) => `{"origin":${JSON.stringify(origin)},"points":[`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const hasOnlyKeys = (v: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(v).every((k) => keys.includes(k));
const isRowId = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= MAX_ROW_ID;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNumberOrNull = (v: unknown): v is number | null => v === null || isNumber(v);
function isInstant(v: unknown): v is string {
  if (typeof v !== 'string' || !ISO_UTC.test(v)) return false;
  const ms = Date.parse(v);
  // 30 February or 24:00 parse as another day: the written fields must be the instant's own.
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === v.slice(0, 19);
}

/** positionViewSchema's check: only its fields kept (as zod's object strips the others). */
function positionView(v: unknown): PositionView | null {
  if (!isRecord(v)) return null;
  const { lat, lng, accuracy_m, heading, speed_mps, at } = v;
  if (!isNumber(lat) || !isNumber(lng) || !isNumber(accuracy_m)) return null;
  if (!isNumberOrNull(heading) || !isNumberOrNull(speed_mps) || !isInstant(at)) return null;
  return { lat, lng, accuracy_m, heading, speed_mps, at };
}

function pointEvent(v: unknown): TripPositionEvent | null {
  if (!isRecord(v) || !hasOnlyKeys(v, ['trip_id', 'passenger_id', 'position'])) return null;
  if (!isRowId(v.trip_id) || !isRowId(v.passenger_id)) return null;
  const position = positionView(v.position);
  return position && { tripId: v.trip_id, passengerId: v.passenger_id, position };
}

/** The payload's origin and points, or null when anything in it is not as this module writes it. */
export function decodeTripPositions(payload: string): { origin: string; events: TripPositionEvent[] } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !hasOnlyKeys(parsed, ['origin', 'points'])) return null;
  const { origin, points } = parsed;
  if (typeof origin !== 'string' || origin.length > MAX_ORIGIN_LENGTH) return null;
  if (!Array.isArray(points) || points.length > MAX_POINTS) return null;
  const events: TripPositionEvent[] = [];
  for (const point of points) {
    const event = pointEvent(point);
    if (!event) return null;
    events.push(event);
  }
  return { origin, events };
}

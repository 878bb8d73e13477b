import { positionViewSchema } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decodeTripPositions,
  encodePoint,
  payloadHead,
  type TripPositionEvent,
} from '../src/modules/booking/tracking/position-payload';

// docs/decisions/0021: every process checks every NOTIFY payload of positions by hand; it must accept
// and refuse exactly what the zod schemas of the wire would (anyone with SQL can NOTIFY on the channel).
const rowId = z.number().int().positive().max(2_147_483_647);
const oracle = z.strictObject({
  origin: z.string().max(64),
  points: z
    .array(z.strictObject({ trip_id: rowId, passenger_id: rowId, position: positionViewSchema }))
    .max(100),
});

const event: TripPositionEvent = {
  tripId: 7,
  passengerId: 12,
  position: {
    lat: 23.79,
    lng: 90.41,
    accuracy_m: 10,
    heading: 90,
    speed_mps: 8.5,
    at: '2026-03-10T04:00:05.000Z',
  },
};
const payloadOf = (points: unknown[], origin = 'process-a') => JSON.stringify({ origin, points });
const point = { trip_id: 7, passenger_id: 12, position: { ...event.position } };
const withPosition = (changes: Record<string, unknown>) => ({
  ...point,
  position: { ...point.position, ...changes },
});

describe('a NOTIFY payload of positions', () => {
  it('reads back what a process writes, its head included', () => {
    const written = `${payloadHead('process-a')}${encodePoint(event)},${encodePoint({ ...event, tripId: 8 })}]}`;
    expect(decodeTripPositions(written)).toEqual({
      origin: 'process-a',
      events: [event, { ...event, tripId: 8 }],
    });
  });

  const hostile: [string, string][] = [
    ['not JSON', '{"origin":'],
    ['an array', '[]'],
    ['an extra key', JSON.stringify({ origin: 'a', points: [], more: 1 })],
    ['no origin', JSON.stringify({ points: [] })],
    ['a long origin', payloadOf([], 'x'.repeat(65))],
    ['too many points', payloadOf(Array.from({ length: 101 }, () => point))],
    ['a point with an extra key', payloadOf([{ ...point, driver: 1 }])],
    ['a trip id of 0', payloadOf([{ ...point, trip_id: 0 }])],
    ['a fractional passenger id', payloadOf([{ ...point, passenger_id: 1.5 }])],
    ['a trip id beyond int4', payloadOf([{ ...point, trip_id: 2_147_483_648 }])],
    ['a text latitude', payloadOf([withPosition({ lat: '23.79' })])],
    ['no heading', payloadOf([{ ...point, position: { ...point.position, heading: undefined } }])],
    ['a time with an offset', payloadOf([withPosition({ at: '2026-03-10T10:00:05+06:00' })])],
    ['a time without seconds', payloadOf([withPosition({ at: '2026-03-10T04:00Z' })])],
    ['30 February', payloadOf([withPosition({ at: '2026-02-30T04:00:05Z' })])],
    ['24 o’clock', payloadOf([withPosition({ at: '2026-03-10T24:00:00Z' })])],
    ['a position that is null', payloadOf([{ ...point, position: null }])],
  ];
  it.each(hostile)('refuses %s, as the schema does', (_, payload) => {
    expect(decodeTripPositions(payload)).toBeNull();
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    expect(oracle.safeParse(parsed).success).toBe(false);
  });

  const fine: [string, string][] = [
    ['no points', payloadOf([])],
    ['a null heading and speed', payloadOf([withPosition({ heading: null, speed_mps: null })])],
    ['microseconds', payloadOf([withPosition({ at: '2026-03-10T04:00:05.123456Z' })])],
    ['a position with a key too many (dropped)', payloadOf([withPosition({ altitude: 12 })])],
  ];
  it.each(fine)('accepts %s, as the schema does, keeping only the schema’s fields', (_, payload) => {
    const parsed = oracle.parse(JSON.parse(payload));
    expect(decodeTripPositions(payload)).toEqual({
      origin: parsed.origin,
      events: parsed.points.map((p) => ({
        tripId: p.trip_id,
        passengerId: p.passenger_id,
        position: p.position,
      })),
    });
  });
});

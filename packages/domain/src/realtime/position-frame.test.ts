import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPositionFrame } from './position-frame';
import { parseRealtimeClientMessage, realtimeClientMessageSchema } from './protocol';

const point = {
  lat: 23.7577,
  lng: 90.3897,
  accuracy_m: 12,
  heading: 90,
  speed_mps: 8,
  at: '2026-11-29T12:00:05+06:00',
};
const frame = { type: 'position', trip_id: 7, point };

// Values near each field's edges and of the wrong kinds, so the two readers meet every rule.
const anyValue = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 90, 100, 100.5, 360, 360.5, 2_147_483_647, 2_147_483_648, -1e-9),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('7', '', null, true, '2026-11-29T12:00:05Z', '2026-11-29', 'x'.repeat(41)),
  // A new array and object each time: a shared one, once placed as the point, would be changed by the
  // next change of the point, in every later run too (it grew into a cycle in one CI run).
  fc.constantFrom('array', 'object').map((kind) => (kind === 'array' ? [] : {})),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);
const wellFormed = fc.record({
  type: fc.constant('position'),
  trip_id: fc.integer({ min: 1, max: 2_147_483_647 }),
  point: fc.record(
    {
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
      accuracy_m: fc.double({ min: 0, max: 500, noNaN: true }),
      heading: fc.double({ min: 0, max: 360, noNaN: true }),
      speed_mps: fc.double({ min: 0, max: 100, noNaN: true }),
      at: fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    },
    { requiredKeys: ['lat', 'lng', 'accuracy_m', 'at'] },
  ),
});
const frameKeys = ['type', 'trip_id', 'point', 'extra'] as const;
const pointKeys = ['lat', 'lng', 'accuracy_m', 'heading', 'speed_mps', 'at', 'extra'] as const;
// A well-formed frame with one or two of its fields (or its point's) replaced, removed or added.
const nearlyWellFormed = fc
  .tuple(
    wellFormed,
    fc.array(
      fc.record({
        inPoint: fc.boolean(),
        key: fc.integer({ min: 0, max: 6 }),
        value: fc.option(anyValue, { nil: undefined }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  )
  .map(([frame, changes]) => {
    const changed: Record<string, unknown> = { ...frame, point: { ...frame.point } };
    for (const { inPoint, key, value } of changes) {
      const target = (inPoint ? changed.point : changed) as Record<string, unknown>;
      // The point itself may have been replaced by then.
      if (typeof target !== 'object' || target === null) continue;
      const name = inPoint ? pointKeys[key]! : frameKeys[key % frameKeys.length]!;
      if (value === undefined) delete target[name];
      else target[name] = value;
    }
    return changed;
  });

describe('readPositionFrame', () => {
  it('reads a position frame as the schema does, heading and speed optional', () => {
    const { heading: _h, speed_mps: _s, ...bare } = point;
    for (const sent of [frame, { ...frame, point: bare }, { ...frame, point: { ...point, source: 'gps' } }]) {
      const read = readPositionFrame(JSON.parse(JSON.stringify(sent)));
      expect(read).toEqual(realtimeClientMessageSchema.parse(sent));
    }
    expect(parseRealtimeClientMessage(JSON.stringify(frame))).toEqual({
      type: 'position',
      trip_id: 7,
      point: { lat: 23.7577, lng: 90.3897, accuracyM: 12, headingDeg: 90, speedMps: 8, at: point.at },
    });
  });

  it('never takes a frame the schema refuses, and gives what the schema gives', () => {
    fc.assert(
      fc.property(nearlyWellFormed, (value) => {
        const sent = JSON.parse(JSON.stringify(value)) as unknown;
        const read = readPositionFrame(sent);
        const parsed = realtimeClientMessageSchema.safeParse(sent);
        if (read !== undefined) {
          expect(parsed.success).toBe(true);
          expect(read).toEqual(parsed.data);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('takes every well-formed frame itself (the schema is only the fallback)', () => {
    fc.assert(
      fc.property(wellFormed, (value) => {
        const sent = JSON.parse(JSON.stringify(value)) as unknown;
        expect(realtimeClientMessageSchema.safeParse(sent).success).toBe(true);
        expect(readPositionFrame(sent)).toEqual(realtimeClientMessageSchema.parse(sent));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['an extra field on the frame', { ...frame, at: 1 }],
    ['a trip id of 0', { ...frame, trip_id: 0 }],
    ['a trip id beyond a Postgres integer', { ...frame, trip_id: 2_147_483_648 }],
    ['a negative accuracy', { ...frame, point: { ...point, accuracy_m: -1 } }],
    ['a heading past 360', { ...frame, point: { ...point, heading: 360.5 } }],
    ['a speed past 100 m/s', { ...frame, point: { ...point, speed_mps: 101 } }],
    ['a null heading', { ...frame, point: { ...point, heading: null } }],
    ['a time without an offset', { ...frame, point: { ...point, at: '2026-11-29T12:00:05' } }],
    ['no time', { ...frame, point: { ...point, at: undefined } }],
    [
      'a time of 41 characters',
      { ...frame, point: { ...point, at: `2026-11-29T12:00:05.${'1'.repeat(20)}Z` } },
    ],
    ['a day that is not in the calendar', { ...frame, point: { ...point, at: '2026-02-29T12:00:05Z' } }],
  ])('refuses %s, as the schema does', (_what, value) => {
    const text = JSON.stringify(value);
    expect(readPositionFrame(JSON.parse(text))).toBeUndefined();
    expect(parseRealtimeClientMessage(text)).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidStatuses } from '../reference/bid-status';
import { tripStatuses } from '../reference/trip-status';
import { realtimeServerMessageSchema } from './protocol';
import { realtimeErrorCodes, realtimeEventTypes } from './protocol-constants';
import { parseRealtimeServerMessage } from './server-message';

// The hand-written reader must read every message exactly as the schema does: what passes, what it
// keeps, and what is refused.

const bySchema = (text: string) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = realtimeServerMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const isoTimes = fc.oneof(
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-03-10T05:00:00Z',
    '2026-03-10T05:00:00.1234567Z',
    '2026-03-10T05:00Z',
    '2026-03-10T05:00:00+06:00',
    '2026-03-10 05:00:00Z',
    '2024-02-29T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-03-10T24:00:00Z',
    '2026-03-10',
    '',
  ),
);
const ids = fc.oneof(
  fc.integer({ min: 1, max: 2_147_483_647 }),
  fc.constantFrom(0, -1, 2_147_483_648, 1.5, '3', null),
);
const numbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('1', null, true),
);
const anyValue = fc.oneof(
  ids,
  numbers,
  isoTimes,
  fc.string(),
  fc.constantFrom(...tripStatuses, ...bidStatuses, ...realtimeErrorCodes, 'open-trips', 'shared-trip'),
  fc.constantFrom('passenger', 'driver', 'staff', undefined, [], {}),
);

const position = fc.record({
  lat: numbers,
  lng: numbers,
  accuracy_m: numbers,
  heading: fc.oneof(numbers, fc.constant(null)),
  speed_mps: fc.oneof(numbers, fc.constant(null)),
  at: isoTimes,
});
const eventData = fc.record(
  {
    status: fc.oneof(fc.constantFrom(...tripStatuses), fc.string()),
    car_type: fc.oneof(fc.constantFrom('noah', 'sedan'), anyValue),
    bid_id: ids,
    bid_status: fc.oneof(fc.constantFrom(...bidStatuses), fc.string()),
  },
  { requiredKeys: ['status', 'car_type'] },
);

/** Every message shape, its fields mostly right, sometimes wrong, missing or extra. */
const messages = fc.oneof(
  fc.record({ type: fc.constantFrom(...realtimeEventTypes), trip_id: ids, data: eventData }),
  fc.record({ type: fc.constant('ready'), user_id: ids, role: anyValue, expires_at: isoTimes }),
  fc.record(
    {
      type: fc.constantFrom('subscribed', 'unsubscribed'),
      trip_id: ids,
      channel: fc.oneof(fc.constantFrom('open-trips', 'shared-trip'), fc.string()),
    },
    { requiredKeys: ['type'] },
  ),
  fc.record(
    {
      type: fc.constant('error'),
      code: fc.oneof(fc.constantFrom(...realtimeErrorCodes), fc.string()),
      message: fc.oneof(fc.string(), anyValue),
      trip_id: ids,
      field: anyValue,
    },
    { requiredKeys: ['type', 'code', 'message'] },
  ),
  fc.record({ type: fc.constantFrom('pong', 'resync', 'teapot') }),
  fc.record({ type: fc.constant('position'), trip_id: ids, data: position }),
  fc.record({
    type: fc.constant('shared_position'),
    data: fc.record({ lat: numbers, lng: numbers, at: isoTimes }, { requiredKeys: ['lat', 'at'] }),
  }),
  fc.record({ type: fc.constant('position_accepted'), trip_id: ids, at: isoTimes }),
);
const withExtras = fc
  .tuple(
    messages,
    fc.dictionary(fc.constantFrom('extra', 'trip_id', 'type', 'data', 'at'), anyValue),
    fc.boolean(),
  )
  .map(([message, extras, extra]) => (extra ? { ...extras, ...message } : message));

describe('the server message reader', () => {
  it('reads every message as the schema reads it', () => {
    let kept = 0;
    fc.assert(
      fc.property(withExtras, (message) => {
        const text = JSON.stringify(message);
        const read = bySchema(text);
        if (read) kept += 1;
        expect(parseRealtimeServerMessage(text)).toEqual(read);
      }),
      { numRuns: 5000 },
    );
    // Both sides of the line are tried: many messages pass, many do not.
    expect(kept).toBeGreaterThan(500);
    expect(kept).toBeLessThan(4500);
  });

  it('reads what is not a message as the schema does', () => {
    for (const text of [
      '<html>',
      'null',
      '[]',
      '"pong"',
      '{}',
      '{"type":7}',
      '{"type":"constructor"}',
      '{"type":"toString"}',
    ]) {
      expect(parseRealtimeServerMessage(text)).toBeNull();
      expect(bySchema(text)).toBeNull();
    }
  });

  it('keeps a message the schema keeps, field for field', () => {
    const text = JSON.stringify({
      type: 'position',
      trip_id: 7,
      data: {
        lat: 23.7,
        lng: 90.4,
        accuracy_m: 5,
        heading: null,
        speed_mps: 3,
        at: '2026-03-10T05:00:00.000Z',
        x: 1,
      },
      y: 2,
    });
    expect(parseRealtimeServerMessage(text)).toEqual({
      type: 'position',
      trip_id: 7,
      data: {
        lat: 23.7,
        lng: 90.4,
        accuracy_m: 5,
        heading: null,
        speed_mps: 3,
        at: '2026-03-10T05:00:00.000Z',
      },
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRealtimeClientMessage } from './protocol';
import { closeNeedsFreshToken, realtimeCloseCodes } from './protocol-constants';
import { realtimeReconnect, reconnectDelayMs } from './reconnect';
import { isRealtimeEvent, parseRealtimeServerMessage } from './server-message';

const json = (value: unknown) => JSON.stringify(value);

describe('client messages', () => {
  it.each([
    [{ type: 'auth', access_token: 'a.b.c' }],
    [{ type: 'subscribe', trip_id: 7 }],
    [{ type: 'subscribe', channel: 'open-trips' }],
    [{ type: 'unsubscribe', trip_id: 7 }],
    [{ type: 'unsubscribe', channel: 'open-trips' }],
    [{ type: 'subscribe', share_token: 'x'.repeat(43) }],
    [{ type: 'ping' }],
  ])('accepts %j', (message) => {
    expect(parseRealtimeClientMessage(json(message))).toEqual(message);
  });

  it.each([
    ['not JSON', '{type:'],
    ['JSON but not an object', '"ping"'],
    ['an unknown type', json({ type: 'hello' })],
    ['an empty token', json({ type: 'auth', access_token: '' })],
    ['a token of 4097 characters', json({ type: 'auth', access_token: 'x'.repeat(4097) })],
    ['a trip id as text', json({ type: 'subscribe', trip_id: '7' })],
    ['a trip id of 0', json({ type: 'subscribe', trip_id: 0 })],
    ['a trip id beyond a Postgres integer', json({ type: 'subscribe', trip_id: 2_147_483_648 })],
    ['a fractional trip id', json({ type: 'subscribe', trip_id: 1.5 })],
    ['an unknown channel', json({ type: 'subscribe', channel: 'all-trips' })],
    [
      "a car type (the server knows the driver's)",
      json({ type: 'subscribe', channel: 'open-trips', car_type: 'noah' }),
    ],
    ['a trip and a channel at once', json({ type: 'subscribe', trip_id: 7, channel: 'open-trips' })],
    ['an extra field', json({ type: 'ping', at: 1 })],
    ['a share token of 65 characters', json({ type: 'subscribe', share_token: 'x'.repeat(65) })],
    ['a share token with a trip id', json({ type: 'subscribe', share_token: 'abc', trip_id: 7 })],
  ])('refuses %s', (_what, text) => {
    expect(parseRealtimeClientMessage(text)).toBeNull();
  });
});

describe('server messages', () => {
  it.each([
    [{ type: 'trip.updated', trip_id: 3, data: { status: 'cancelled', car_type: 'sedan' } }],
    [{ type: 'bid.created', trip_id: 3, data: { status: 'requested', car_type: 'sedan', bid_id: 9 } }],
    [
      {
        type: 'bid.updated',
        trip_id: 3,
        data: { status: 'confirmed', car_type: 'sedan', bid_id: 9, bid_status: 'rejected' },
      },
    ],
    [{ type: 'ready', user_id: 5, role: 'passenger', expires_at: '2026-03-10T05:00:00.000Z' }],
    [{ type: 'subscribed', trip_id: 3 }],
    [{ type: 'subscribed', channel: 'open-trips' }],
    [{ type: 'subscribed', channel: 'shared-trip' }],
    [
      {
        type: 'shared_position',
        data: { lat: 23.78, lng: 90.41, at: '2026-03-10T05:00:00.000Z' },
      },
    ],
    [{ type: 'unsubscribed', trip_id: 3 }],
    [{ type: 'error', code: 'trip_not_found', message: 'No such trip.', trip_id: 3 }],
    [{ type: 'pong' }],
    [{ type: 'resync' }],
  ])('reads %j', (message) => {
    expect(parseRealtimeServerMessage(json(message))).toEqual(message);
  });

  it('ignores what it does not know', () => {
    expect(parseRealtimeServerMessage(json({ type: 'trip.updated', trip_id: 3 }))).toBeNull();
    expect(parseRealtimeServerMessage(json({ type: 'error', code: 'teapot', message: '' }))).toBeNull();
    const unknownBidStatus = { status: 'requested', car_type: 'sedan', bid_id: 9, bid_status: 'lost' };
    expect(
      parseRealtimeServerMessage(json({ type: 'bid.updated', trip_id: 3, data: unknownBidStatus })),
    ).toBeNull();
    expect(parseRealtimeServerMessage('<html>')).toBeNull();
  });

  it('tells events from the other messages', () => {
    const event = parseRealtimeServerMessage(
      json({ type: 'bid.withdrawn', trip_id: 3, data: { status: 'requested', car_type: 'noah', bid_id: 2 } }),
    );
    expect(event && isRealtimeEvent(event)).toBe(true);
    const pong = parseRealtimeServerMessage(json({ type: 'pong' }));
    expect(pong && isRealtimeEvent(pong)).toBe(false);
  });
});

describe('close codes', () => {
  it('asks for a fresh token only after an auth close', () => {
    expect(closeNeedsFreshToken(realtimeCloseCodes.unauthorized)).toBe(true);
    expect(closeNeedsFreshToken(realtimeCloseCodes.tokenExpired)).toBe(true);
    expect(closeNeedsFreshToken(realtimeCloseCodes.goingAway)).toBe(false);
    expect(closeNeedsFreshToken(realtimeCloseCodes.authTimeout)).toBe(false);
    expect(closeNeedsFreshToken(1006)).toBe(false);
  });

  it('uses the private range for its own codes', () => {
    const own = Object.values(realtimeCloseCodes).filter((code) => code >= 4000);
    expect(own.length).toBe(5);
    for (const code of own) expect(code).toBeLessThan(5000);
  });
});

describe('reconnect backoff', () => {
  it('doubles from one second and stops at thirty', () => {
    const noJitter = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => reconnectDelayMs(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('keeps the first half fixed and the second half random', () => {
    expect(reconnectDelayMs(3, () => 0)).toBe(4000);
    expect(reconnectDelayMs(3, () => 0.5)).toBe(6000);
  });

  it('stays within [ceiling/2, ceiling] for any attempt and any random value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.double({ min: -1, max: 2, noNaN: true }), (n, r) => {
        const delay = reconnectDelayMs(n, () => r);
        const ceiling = Math.min(realtimeReconnect.maxMs, realtimeReconnect.baseMs * 2 ** Math.max(0, n));
        return delay >= ceiling / 2 && delay <= ceiling;
      }),
      { numRuns: 1000 },
    );
  });

  it('uses Math.random by default', () => {
    const delay = reconnectDelayMs(0);
    expect(delay).toBeGreaterThanOrEqual(500);
    expect(delay).toBeLessThanOrEqual(1000);
  });
});

import { describe, expect, it } from 'vitest';
import { bidExpiresAt, isBidExpired } from './bid-expiry';
import { cancelOption, shouldExpireTrip } from './cancel-policy';

const at = (iso: string) => new Date(iso);
const pickupAt = at('2025-03-15T10:00:00Z');

describe('bid expiry', () => {
  it('lasts 30 minutes by default', () => {
    expect(bidExpiresAt(at('2025-03-15T06:00:00Z'), pickupAt)).toEqual(at('2025-03-15T06:30:00Z'));
  });

  it('ends at pickup when pickup comes first', () => {
    expect(bidExpiresAt(at('2025-03-15T09:50:00Z'), pickupAt)).toEqual(pickupAt);
  });

  it('takes another TTL from settings', () => {
    expect(bidExpiresAt(at('2025-03-15T06:00:00Z'), pickupAt, 45)).toEqual(at('2025-03-15T06:45:00Z'));
  });

  it('is expired from its expiry instant on', () => {
    const expiresAt = at('2025-03-15T06:30:00Z');
    expect(isBidExpired(expiresAt, at('2025-03-15T06:29:59Z'))).toBe(false);
    expect(isBidExpired(expiresAt, expiresAt)).toBe(true);
  });
});

describe('cancelOption', () => {
  it.each([
    ['requested', '2025-03-15T09:59:00Z', 'cancel'],
    ['requested', '2025-03-15T10:00:00Z', 'none'], // pickup has come: the trip is expired
    ['requested', '2025-03-15T12:00:00Z', 'none'],
    ['confirmed', '2025-03-15T07:00:00Z', 'cancel'],
    ['confirmed', '2025-03-15T08:00:00Z', 'cancel'], // exactly 120 minutes before pickup
    ['confirmed', '2025-03-15T08:00:01Z', 'request'],
    ['confirmed', '2025-03-15T11:00:00Z', 'request'],
    ['cancel_requested', '2025-03-15T07:00:00Z', 'none'],
    ['started', '2025-03-15T07:00:00Z', 'none'],
    ['completed', '2025-03-15T07:00:00Z', 'none'],
    ['cancelled', '2025-03-15T07:00:00Z', 'none'],
    ['expired', '2025-03-15T07:00:00Z', 'none'],
  ] as const)('%s trip at %s → %s', (status, now, option) => {
    expect(cancelOption({ status, pickupAt, now: at(now) })).toBe(option);
  });

  it('takes the window from settings', () => {
    expect(
      cancelOption({ status: 'confirmed', pickupAt, now: at('2025-03-15T09:00:00Z'), windowMinutes: 30 }),
    ).toBe('cancel');
  });
});

describe('shouldExpireTrip', () => {
  it('expires a requested trip once pickup time has come', () => {
    expect(shouldExpireTrip('requested', pickupAt, at('2025-03-15T09:59:59Z'))).toBe(false);
    expect(shouldExpireTrip('requested', pickupAt, pickupAt)).toBe(true);
    expect(shouldExpireTrip('confirmed', pickupAt, at('2025-03-15T12:00:00Z'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { messageCatalogue } from '../messages/catalogue';
import {
  checkPosition,
  POSITION_MAX_AGE_MS,
  type PositionRefusal,
  positionRefusalFields,
  positionRefusals,
} from './check-position';
import type { Position } from './position';

const now = new Date('2026-11-29T06:00:00Z');
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
// Farmgate, Dhaka.
const point = (overrides: Partial<Position> = {}): Position => ({
  lat: 23.7577,
  lng: 90.3897,
  accuracyM: 10,
  at: secondsAgo(5),
  ...overrides,
});
// 0.01° of latitude is about 1,112 m.
const north = (metres: number) => point().lat + metres / 111_195;

describe('checkPosition', () => {
  it('takes a fresh, accurate point in Dhaka', () => {
    expect(checkPosition(point(), { now })).toEqual({ ok: true });
  });

  it.each<[string, Partial<Position>, PositionRefusal]>([
    ['Yangon', { lat: 16.8409, lng: 96.1735 }, 'outside_bangladesh'],
    ['north of Banglabandha', { lat: 26.8 }, 'outside_bangladesh'],
    ['east of the Chittagong Hill Tracts', { lng: 92.8 }, 'outside_bangladesh'],
    ['no latitude', { lat: Number.NaN }, 'outside_bangladesh'],
    ['31 s ahead of the server', { at: secondsAgo(-31) }, 'in_future'],
    ['an invalid time', { at: new Date(Number.NaN) }, 'in_future'],
    ['15 min and 1 s old', { at: secondsAgo(15 * 60 + 1) }, 'too_old'],
    ['201 m accuracy', { accuracyM: 201 }, 'inaccurate'],
    ['negative accuracy', { accuracyM: -1 }, 'inaccurate'],
    ['no accuracy', { accuracyM: Number.NaN }, 'inaccurate'],
  ])('refuses %s', (_name, overrides, reason) => {
    expect(checkPosition(point(overrides), { now })).toEqual({ ok: false, reason });
  });

  it.each<[string, Partial<Position>]>([
    ['30 s ahead (clock skew)', { at: secondsAgo(-30) }],
    ['exactly 15 min old (an offline batch)', { at: secondsAgo(15 * 60) }],
    ['200 m accuracy', { accuracyM: 200 }],
    ['the bounding box’s corner', { lat: 20.5, lng: 92.7 }],
  ])('takes %s', (_name, overrides) => {
    expect(checkPosition(point(overrides), { now })).toEqual({ ok: true });
  });

  it('takes its limits from options', () => {
    const options = { now, clockSkewMs: 0, maxAgeMs: 60_000, maxAccuracyM: 50 };
    expect(checkPosition(point({ at: secondsAgo(-1) }), options)).toEqual({ ok: false, reason: 'in_future' });
    expect(checkPosition(point({ at: secondsAgo(61) }), options)).toEqual({ ok: false, reason: 'too_old' });
    expect(checkPosition(point({ accuracyM: 51 }), options)).toEqual({ ok: false, reason: 'inaccurate' });
    expect(POSITION_MAX_AGE_MS).toBe(900_000);
  });
});

describe('checkPosition against the previous point', () => {
  const previous = point({ at: secondsAgo(65), accuracyM: 5 });

  it('refuses a point not newer than the previous one', () => {
    expect(checkPosition(point({ at: previous.at }), { now, previous })).toEqual({
      ok: false,
      reason: 'out_of_order',
    });
  });

  // 60 s at 150 km/h is 2,500 m; the two fixes' accuracy (5 m + 10 m) is added as slack.
  it('takes 2,514 m in a minute and refuses 2,520 m', () => {
    expect(checkPosition(point({ lat: north(2514) }), { now, previous })).toEqual({ ok: true });
    expect(checkPosition(point({ lat: north(2520) }), { now, previous })).toEqual({
      ok: false,
      reason: 'too_fast',
    });
  });

  it('takes a jump inside the fixes’ accuracy even a second later', () => {
    const justBefore = point({ at: secondsAgo(6), accuracyM: 40 });
    expect(checkPosition(point({ lat: north(45), accuracyM: 10 }), { now, previous: justBefore })).toEqual({
      ok: true,
    });
  });

  it('takes the top speed from options', () => {
    expect(checkPosition(point({ lat: north(1200) }), { now, previous, maxSpeedKmh: 60 })).toEqual({
      ok: false,
      reason: 'too_fast',
    });
  });
});

describe('positionRefusalFields', () => {
  it('names a field and a catalogued message for every refusal', () => {
    for (const reason of positionRefusals) {
      const { field, message } = positionRefusalFields[reason];
      expect(['lat', 'at', 'accuracyM']).toContain(field);
      expect(messageCatalogue[message].bn).toMatch(/[\u0980-\u09FF]/);
    }
  });
});

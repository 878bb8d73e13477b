import { describe, expect, it } from 'vitest';
import type { Position } from './position';
import { shouldKeepTrackPoint, TRACK_KEEP_DISTANCE_M, TRACK_KEEP_INTERVAL_MS, thinTrack } from './thin-track';

const start = new Date('2026-11-29T06:00:00Z').getTime();
// Along the latitude of Farmgate; `metres` north of it, `seconds` after the start.
const at = (seconds: number, metres = 0): Position => ({
  lat: 23.7577 + metres / 111_195,
  lng: 90.3897,
  accuracyM: 10,
  at: new Date(start + seconds * 1000),
});

describe('shouldKeepTrackPoint', () => {
  it('keeps a trip’s first point', () => {
    expect(shouldKeepTrackPoint(undefined, at(0))).toBe(true);
  });

  it.each([
    [29, 199, false],
    [30, 0, true],
    [5, 200, true],
    [29.9, 199.5, false],
  ])('after %s s and %s m: %s', (seconds, metres, kept) => {
    expect(shouldKeepTrackPoint(at(0), at(seconds, metres))).toBe(kept);
  });

  it('takes the thresholds from parameters', () => {
    expect(shouldKeepTrackPoint(at(0), at(10), { intervalMs: 10_000 })).toBe(true);
    expect(shouldKeepTrackPoint(at(0), at(1, 50), { distanceM: 50 })).toBe(true);
    expect([TRACK_KEEP_INTERVAL_MS, TRACK_KEEP_DISTANCE_M]).toEqual([30_000, 200]);
  });
});

describe('thinTrack', () => {
  it('keeps a point every 30 s of a car standing still, and the last', () => {
    const standing = Array.from({ length: 14 }, (_, i) => at(i * 5));
    expect(thinTrack(standing).map((p) => p.at.getTime() - start)).toEqual([0, 30_000, 60_000, 65_000]);
  });

  it('keeps a point every 200 m of a car at 72 km/h (20 m/s), sent every 5 s', () => {
    const driving = Array.from({ length: 9 }, (_, i) => at(i * 5, i * 100));
    expect(thinTrack(driving).map((p) => Math.round((p.lat - 23.7577) * 111_195))).toEqual([
      0, 200, 400, 600, 800,
    ]);
  });

  it('keeps nothing of no points and the one point of one', () => {
    expect(thinTrack([])).toEqual([]);
    expect(thinTrack([at(0)])).toEqual([at(0)]);
  });
});

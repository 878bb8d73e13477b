import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceM, elapsedMs, type Position } from './position';
import { TRACK_KEEP_DISTANCE_M, TRACK_KEEP_INTERVAL_MS, thinTrack } from './thin-track';

const runs = { numRuns: 500 };
const start = new Date('2026-11-29T06:00:00Z').getTime();

// A trip as the phone sends it: each point 1–15 s after the last, moved up to 400 m in any direction.
const trackArb: fc.Arbitrary<Position[]> = fc
  .array(
    fc.record({
      seconds: fc.integer({ min: 1, max: 15 }),
      north: fc.integer({ min: -400, max: 400 }),
      east: fc.integer({ min: -400, max: 400 }),
    }),
    { minLength: 1, maxLength: 120 },
  )
  .map((steps) => {
    let t = start;
    let lat = 23.75;
    let lng = 90.39;
    return steps.map(({ seconds, north, east }) => {
      t += seconds * 1000;
      lat += north / 111_195;
      lng += east / (111_195 * Math.cos((lat * Math.PI) / 180));
      return { lat, lng, accuracyM: 10, at: new Date(t) };
    });
  });

const isApart = (a: Position, b: Position) =>
  elapsedMs(a, b) >= TRACK_KEEP_INTERVAL_MS || distanceM(a, b) >= TRACK_KEEP_DISTANCE_M;

describe('thinTrack properties', () => {
  it('keeps the first and the last point, in order, out of the points given', () => {
    fc.assert(
      fc.property(trackArb, (track) => {
        const kept = thinTrack(track);
        expect(kept[0]).toBe(track[0]);
        expect(kept.at(-1)).toBe(track.at(-1));
        const indexes = kept.map((p) => track.indexOf(p));
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        expect(new Set(indexes).size).toBe(kept.length);
      }),
      runs,
    );
  });

  // Consecutive kept points only: a car that drives 200 m and back within 30 s rightly keeps both
  // ends of the loop, which lie close together.
  it('never keeps a point closer than both thresholds to the one kept before it, but for the trip’s end', () => {
    fc.assert(
      fc.property(trackArb, (track) => {
        const kept = thinTrack(track);
        const last = kept.length - 1;
        for (let i = 1; i < last; i += 1) {
          expect(isApart(kept[i - 1] as Position, kept[i] as Position)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('drops a point only when it is close to the last kept in both time and distance', () => {
    fc.assert(
      fc.property(trackArb, (track) => {
        const kept = new Set(thinTrack(track));
        let lastKept = track[0] as Position;
        for (const point of track.slice(1)) {
          if (kept.has(point)) lastKept = point;
          else expect(isApart(lastKept, point)).toBe(false);
        }
      }),
      runs,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPosition, POSITION_MAX_SPEED_KMH } from './check-position';
import { distanceM, type Position } from './position';

const runs = { numRuns: 1000 };
const now = new Date('2026-11-29T06:00:00Z');

// Two fixes inside Bangladesh, the second 1–120 s after the first, in the last ten minutes.
const pairArb = fc
  .record({
    lat: fc.double({ min: 21, max: 26, noNaN: true }),
    lng: fc.double({ min: 88.5, max: 92.2, noNaN: true }),
    north: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
    east: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
    seconds: fc.integer({ min: 1, max: 120 }),
    accuracyA: fc.integer({ min: 0, max: 200 }),
    accuracyB: fc.integer({ min: 0, max: 200 }),
  })
  .map(({ lat, lng, north, east, seconds, accuracyA, accuracyB }) => {
    const previous: Position = { lat, lng, accuracyM: accuracyA, at: new Date(now.getTime() - 300_000) };
    const next: Position = {
      lat: lat + north,
      lng: lng + east,
      accuracyM: accuracyB,
      at: new Date(previous.at.getTime() + seconds * 1000),
    };
    return { previous, next, seconds };
  });

describe('checkPosition properties', () => {
  it('refuses a move as too fast exactly when, less both fixes’ accuracy, it beats 150 km/h', () => {
    fc.assert(
      fc.property(pairArb, ({ previous, next, seconds }) => {
        const movedM = distanceM(previous, next) - previous.accuracyM - next.accuracyM;
        const isTooFast = movedM > (POSITION_MAX_SPEED_KMH / 3.6) * seconds;
        expect(checkPosition(next, { now, previous })).toEqual(
          isTooFast ? { ok: false, reason: 'too_fast' } : { ok: true },
        );
      }),
      runs,
    );
  });

  it('never refuses a point for its speed when it is the trip’s first', () => {
    fc.assert(
      fc.property(pairArb, ({ next }) => {
        expect(checkPosition(next, { now })).toEqual({ ok: true });
      }),
      runs,
    );
  });
});

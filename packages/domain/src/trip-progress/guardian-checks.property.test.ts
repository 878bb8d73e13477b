import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLongStop, STOP_RADIUS_M } from './long-stop';
import { findOffCorridor } from './off-corridor';
import { distanceM, type Position } from './position';

const runs = { numRuns: 300 };
const start = new Date('2026-11-29T06:00:00Z').getTime();
const ends = { pickup: { lat: 23.7577, lng: 90.3897 }, dropoff: { lat: 22.359, lng: 91.821 } };

// A drive from the pickup toward the drop-off along the straight line, a point a minute, standing at
// each place 1–15 minutes: some stops are long, most are not.
const driveArb = fc
  .array(
    fc.record({
      share: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      minutes: fc.integer({ min: 1, max: 15 }),
    }),
    {
      minLength: 1,
      maxLength: 30,
    },
  )
  .map((stops) =>
    [...stops]
      .sort((a, b) => a.share - b.share)
      .flatMap(({ share, minutes }) => Array.from({ length: minutes }, () => share))
      .map(
        (share, minute): Position => ({
          lat: ends.pickup.lat + (ends.dropoff.lat - ends.pickup.lat) * share,
          lng: ends.pickup.lng + (ends.dropoff.lng - ends.pickup.lng) * share,
          accuracyM: 10,
          at: new Date(start + minute * 60_000),
        }),
      ),
  );

describe('guardian check properties', () => {
  it('never calls the straight line off the corridor', () => {
    fc.assert(
      fc.property(driveArb, (drive) => {
        expect(findOffCorridor(drive, ends, { minMs: 0 })).toBeUndefined();
      }),
      runs,
    );
  });

  it('fires a long stop exactly when the car has stood over ten minutes away from the ends, since it stopped', () => {
    let fired = 0;
    fc.assert(
      fc.property(driveArb, (drive) => {
        const last = drive.at(-1) as Position;
        const isNear = (p: Position) => distanceM(p, last) <= STOP_RADIUS_M + p.accuracyM;
        const firstMoving = drive.findLastIndex((p) => !isNear(p));
        const since = drive[firstMoving + 1] as Position;
        const isAwayFromEnds = distanceM(last, ends.pickup) > 500 && distanceM(last, ends.dropoff) > 500;
        const isLong = last.at.getTime() - since.at.getTime() > 10 * 60_000;
        const stop = findLongStop(drive, ends);
        if (stop) fired += 1;
        expect(stop).toEqual(isAwayFromEnds && isLong ? { check: 'long_stop', since: since.at } : undefined);
      }),
      runs,
    );
    expect(fired).toBeGreaterThan(10);
  });
});

import type { Clock } from '../../src/lib/clock';

export type TestClock = Clock & {
  set: (at: Date | string) => void;
  advance: (by: { ms?: number; seconds?: number; minutes?: number; hours?: number; days?: number }) => Date;
};

/** A clock tests move by hand: `buildTestApp({}, { clock })`, then `clock.advance({ minutes: 5 })`. */
export function createTestClock(start: Date | string = '2026-03-10T04:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: ({ ms = 0, seconds = 0, minutes = 0, hours = 0, days = 0 }) => {
      const delta = ms + 1000 * (seconds + 60 * (minutes + 60 * (hours + 24 * days)));
      current = new Date(current.getTime() + delta);
      return new Date(current);
    },
  };
}

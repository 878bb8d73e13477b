import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterWrongTripCode,
  generateTripCode,
  isTripCodeFormat,
  isTripCodeLocked,
  MAX_WRONG_TRIP_CODES,
  secureRandomInt,
} from './trip-code';

describe('generateTripCode', () => {
  it.each([
    [0, '0000'],
    [7, '0007'],
    [482, '0482'],
    [9999, '9999'],
  ])('writes the draw %i as %s', (draw, code) => {
    expect(generateTripCode(() => draw)).toBe(code);
  });

  it('asks the random source for one of 10,000', () => {
    const asked: number[] = [];
    generateTripCode((max) => {
      asked.push(max);
      return 1;
    });
    expect(asked).toEqual([10_000]);
  });

  it.each([10_000, -1, 1.5, Number.NaN])('refuses a random source that gives %d', (draw) => {
    expect(() => generateTripCode(() => draw)).toThrow(RangeError);
  });

  it('makes 4-digit codes from the cryptographic source by default', () => {
    for (let i = 0; i < 200; i += 1) expect(isTripCodeFormat(generateTripCode())).toBe(true);
  });
});

describe('secureRandomInt', () => {
  it('stays in range, however awkward the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 - 1 }), (max) => {
        const value = secureRandomInt(max);
        expect(Number.isInteger(value) && value >= 0 && value < max).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isTripCodeFormat', () => {
  it.each([
    ['0482', true],
    ['482', false],
    ['04821', false],
    ['04a2', false],
    ['০৪৮২', false],
  ])('%s: %s', (value, ok) => {
    expect(isTripCodeFormat(value)).toBe(ok);
  });
});

describe('afterWrongTripCode', () => {
  it('counts down four tries, locks on the fifth and alerts staff that once', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((before) => afterWrongTripCode(before))).toEqual([
      { wrongAttempts: 1, attemptsLeft: 4, isLocked: false, shouldAlertStaff: false },
      { wrongAttempts: 2, attemptsLeft: 3, isLocked: false, shouldAlertStaff: false },
      { wrongAttempts: 3, attemptsLeft: 2, isLocked: false, shouldAlertStaff: false },
      { wrongAttempts: 4, attemptsLeft: 1, isLocked: false, shouldAlertStaff: false },
      { wrongAttempts: 5, attemptsLeft: 0, isLocked: true, shouldAlertStaff: true },
      { wrongAttempts: 6, attemptsLeft: 0, isLocked: true, shouldAlertStaff: false },
      { wrongAttempts: 7, attemptsLeft: 0, isLocked: true, shouldAlertStaff: false },
    ]);
  });

  it('takes another limit', () => {
    expect(afterWrongTripCode(2, 3)).toEqual({
      wrongAttempts: 3,
      attemptsLeft: 0,
      isLocked: true,
      shouldAlertStaff: true,
    });
    expect([isTripCodeLocked(4), isTripCodeLocked(5), MAX_WRONG_TRIP_CODES]).toEqual([false, true, 5]);
  });

  it('alerts staff exactly once however many wrong codes follow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 10 }), (tries, max) => {
        const alerts = Array.from({ length: tries }, (_, before) => afterWrongTripCode(before, max)).filter(
          (state) => state.shouldAlertStaff,
        );
        expect(alerts.length).toBe(tries >= max ? 1 : 0);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBengaliDigits, toBengaliDigits } from './bengali-digits';

describe('Bengali digits', () => {
  it.each([
    [0, '০'],
    [1234567890, '১২৩৪৫৬৭৮৯০'],
    ['01712-345678', '০১৭১২-৩৪৫৬৭৮'],
    ['৳ 2,500 taka', '৳ ২,৫০০ taka'],
  ])('%s ↔ %s', (latin, bangla) => {
    expect(toBengaliDigits(latin)).toBe(bangla);
    expect(fromBengaliDigits(bangla)).toBe(String(latin));
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const latinOnly = fromBengaliDigits(text);
        expect(fromBengaliDigits(toBengaliDigits(latinOnly))).toBe(latinOnly);
      }),
      { numRuns: 1000 },
    );
  });
});

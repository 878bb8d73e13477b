import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';
import { formatTaka, groupLakh } from './taka';

describe('formatCountdown (m:ss)', () => {
  it.each([
    [180, '3:00', '৩:০০'],
    [179, '2:59', '২:৫৯'],
    [65, '1:05', '১:০৫'],
    [9, '0:09', '০:০৯'],
    [0, '0:00', '০:০০'],
    [-3, '0:00', '০:০০'],
    [2.2, '0:03', '০:০৩'], // a part-second left still shows as a second
    [Number.NaN, '0:00', '০:০০'],
    [600, '10:00', '১০:০০'],
  ])('%d s → %s / %s', (seconds, en, bn) => {
    expect(formatCountdown(seconds)).toBe(en);
    expect(formatCountdown(seconds, 'bn')).toBe(bn);
  });
});

describe('formatTaka (৳ with lakh grouping)', () => {
  it.each([
    [0, '৳0', '৳০'],
    [999, '৳999', '৳৯৯৯'],
    [1000, '৳1,000', '৳১,০০০'],
    [3150, '৳3,150', '৳৩,১৫০'],
    [100000, '৳1,00,000', '৳১,০০,০০০'],
    [1234567, '৳12,34,567', '৳১২,৩৪,৫৬৭'],
    [123456789, '৳12,34,56,789', '৳১২,৩৪,৫৬,৭৮৯'],
    [-2500, '-৳2,500', '-৳২,৫০০'],
    [2849.6, '৳2,850', '৳২,৮৫০'],
    [-0.2, '৳0', '৳০'],
  ])('%d → %s / %s', (amount, en, bn) => {
    expect(formatTaka(amount)).toBe(en);
    expect(formatTaka(amount, 'bn')).toBe(bn);
  });

  it('groups without the sign too', () => {
    expect(groupLakh(100000)).toBe('1,00,000');
    expect(groupLakh(100000, 'bn')).toBe('১,০০,০০০');
  });

  it('refuses a non-finite amount rather than printing NaN', () => {
    expect(() => formatTaka(Number.NaN)).toThrow(RangeError);
    expect(() => formatTaka(Number.POSITIVE_INFINITY)).toThrow('Invalid amount');
  });
});

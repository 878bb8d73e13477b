import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('percentile and median', () => {
  it('take the nearest rank of a sorted list', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile(values, 50)).toBe(51);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('are no figure (NaN) for an empty list, so a check of them fails instead of reading undefined', () => {
    expect(percentile([], 99)).toBeNaN();
    expect(median([])).toBeNaN();
  });
});

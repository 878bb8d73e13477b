import { describe, expect, it } from 'vitest';
import { parseFare } from './parse-fare';

describe('a typed fare', () => {
  it('reads Latin and Bangla digits, with the taka sign and thousands commas', () => {
    expect(parseFare('6500')).toBe(6500);
    expect(parseFare('৳ 12,400')).toBe(12400);
    expect(parseFare('৬৫০০')).toBe(6500);
    expect(parseFare('১২,৪০০')).toBe(12400);
  });

  it('refuses what the API would refuse', () => {
    for (const text of ['', '0', '-5', '65.5', 'abc', '2000000']) expect(parseFare(text)).toBeNull();
  });
});

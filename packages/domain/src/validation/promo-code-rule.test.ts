import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoCodeError } from './promo-code-rule';
import { acceptBidSchema } from './trip-actions';

const bySchema = (text: string) => {
  const parsed = acceptBidSchema.shape.promo_code.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
};

describe('the promo code rule without the schema', () => {
  it('answers as acceptBidSchema does, message and all', () => {
    const codeLike = fc.stringMatching(/^\s?[A-Za-z0-9_\- .!৳]{0,40}\s?$/);
    fc.assert(
      fc.property(fc.oneof(codeLike, fc.string()), (text) => {
        expect(promoCodeError(text)).toBe(bySchema(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('takes a code, trimmed, and refuses what the API refuses', () => {
    expect(promoCodeError(' EID-25 ')).toBeNull();
    expect(promoCodeError('A'.repeat(32))).toBeNull();
    expect(promoCodeError('A'.repeat(33))).toBe('Please enter a valid promo code.');
    expect(promoCodeError('EID 25')).toBe('Please enter a valid promo code.');
  });
});

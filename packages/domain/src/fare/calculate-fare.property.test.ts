import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputArb, promoArb, taka } from '../testing/fare-arbitraries';
import { calculateFare, type FareInput } from './calculate-fare';
import { FareInputError } from './fare-input-error';
import { promoCategories, promoCodeTypes } from './promo';

const runs = { numRuns: 1000 };
const fareOf = (input: FareInput) => input.bid_amount ?? input.driver_fare;

describe('calculateFare properties', () => {
  it('never charges less than 0 nor more than the fare', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { amount } = calculateFare(input);
        return amount >= 0 && amount <= fareOf(input);
      }),
      runs,
    );
  });

  it('keeps the fare as the amount for elevated promos', () => {
    fc.assert(
      fc.property(inputArb, promoArb, (input, promo) => {
        fc.pre(promo.promo_category === 'elevated');
        return calculateFare({ ...input, promo }).amount === fareOf(input);
      }),
      runs,
    );
  });

  it('shows a struck-through price no lower than the amount', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateFare(input);
        return result.discount_amount >= result.amount;
      }),
      runs,
    );
  });

  it('never gives more than up_to_amount on a capped part', () => {
    fc.assert(
      fc.property(inputArb, promoArb, (input, promo) => {
        const upTo = promo.up_to_amount ?? 0;
        fc.pre(upTo > 0);
        const fare = fareOf(input);
        const result = calculateFare({ ...input, promo });
        switch (result.rule) {
          case 1:
          case 2:
            return result.discount_amount - fare <= upTo;
          case 4:
          case 5:
          case 6:
            return fare - result.amount <= upTo;
          default:
            // Rule 3 has no cap in DESIGN.md §6.
            return result.rule === 3;
        }
      }),
      runs,
    );
  });

  it('lets bid_amount replace driver_fare whatever the driver asked', () => {
    fc.assert(
      fc.property(inputArb, taka, (input, bid) => {
        const withBid = calculateFare({ ...input, bid_amount: bid });
        const asDriverFare = calculateFare({ ...input, driver_fare: bid, bid_amount: undefined });
        expect(withBid).toEqual(asDriverFare);
      }),
      runs,
    );
  });

  it('returns whole taka for whole-taka input, and a consistent breakdown', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = calculateFare(input);
        const { breakdown } = result;
        const numbers = [result.amount, result.discount_amount, ...Object.values(breakdown)];
        expect(numbers.every(Number.isSafeInteger)).toBe(true);
        expect(breakdown.fare - breakdown.discount).toBe(result.amount);
        expect(breakdown.total).toBe(result.amount + input.insurance_fee + input.platform_fee);
      }),
      runs,
    );
  });

  it('refuses negative, fractional and non-finite money instead of computing', () => {
    const badTaka = fc.oneof(
      fc.integer({ min: -1_000_000, max: -1 }),
      fc.double({ min: 0.001, max: 1_000_000, noNaN: true }).filter((x) => !Number.isInteger(x)),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    const field = fc.constantFrom(
      'driver_fare',
      'bid_amount',
      'insurance_fee',
      'platform_fee',
    ) as fc.Arbitrary<'driver_fare' | 'bid_amount' | 'insurance_fee' | 'platform_fee'>;
    fc.assert(
      fc.property(inputArb, field, badTaka, (input, name, value) => {
        expect(() => calculateFare({ ...input, [name]: value })).toThrow(FareInputError);
      }),
      runs,
    );
  });

  it('refuses promo kinds it does not know', () => {
    const known: readonly string[] = [...promoCategories, ...promoCodeTypes];
    fc.assert(
      fc.property(
        inputArb,
        promoArb,
        fc.string().filter((s) => !known.includes(s)),
        fc.boolean(),
        (input, promo, unknown, isCategory) => {
          const bad = isCategory
            ? { ...promo, promo_category: unknown }
            : { ...promo, promo_code_type: unknown };
          expect(() => calculateFare({ ...input, promo: bad })).toThrow(FareInputError);
        },
      ),
      runs,
    );
  });
});

import fc from 'fast-check';
import type { FareInput } from '../fare/calculate-fare';
import { type PromoInput, promoCategories, promoCodeTypes } from '../fare/promo';

// The fare inputs property tests draw from (fares, fees, every kind of promo), shared by the fare's and
// the payments' properties.
export const taka = fc.integer({ min: 0, max: 1_000_000 });
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));

export const promoArb: fc.Arbitrary<PromoInput> = fc
  .record({
    promo_category: fc.constantFrom(...promoCategories),
    promo_code_type: fc.constantFrom(...promoCodeTypes),
    taka_amount: fc.integer({ min: 0, max: 20_000 }),
    percent_amount: percent,
    up_to_amount: fc.oneof(fc.constant(0), fc.constant(null), fc.integer({ min: 0, max: 20_000 })),
    actual_taka: fc.integer({ min: 0, max: 20_000 }),
    elevated_taka: fc.integer({ min: 0, max: 20_000 }),
    actual_percent: percent,
    elevated_percent: percent,
  })
  .map((p) => {
    const isPercentage = p.promo_code_type === 'percentage';
    const isShareOfFare = isPercentage && p.promo_category === 'actual+elevated';
    return {
      promo_category: p.promo_category,
      promo_code_type: p.promo_code_type,
      promo_code_amount: isPercentage ? p.percent_amount : p.taka_amount,
      up_to_amount: p.up_to_amount,
      actual_amount: isShareOfFare ? p.actual_percent : p.actual_taka,
      elevated_amount: isShareOfFare ? p.elevated_percent : p.elevated_taka,
    };
  });

export const inputArb: fc.Arbitrary<FareInput> = fc.record({
  driver_fare: taka,
  bid_amount: fc.option(taka, { nil: undefined }),
  insurance_fee: fc.integer({ min: 0, max: 1000 }),
  platform_fee: fc.integer({ min: 0, max: 30_000 }),
  promo: fc.option(promoArb, { nil: undefined }),
});

import { describe, expect, it } from 'vitest';
import { calculateFare, type FareInput } from './calculate-fare';
import { FareInputError } from './fare-input-error';
import type { PromoInput } from './promo';

// DESIGN.md §6 worked examples: driver_fare 3000, insurance_fee 50, platform_fee 100.
const base = { driver_fare: 3000, insurance_fee: 50, platform_fee: 100 } satisfies FareInput;

const promos: Record<1 | 2 | 3 | 4 | 5 | 6, PromoInput> = {
  1: { promo_category: 'elevated', promo_code_type: 'fixed', promo_code_amount: 500, up_to_amount: 400 },
  2: { promo_category: 'elevated', promo_code_type: 'percentage', promo_code_amount: 10, up_to_amount: 250 },
  3: {
    promo_category: 'actual+elevated',
    promo_code_type: 'fixed',
    promo_code_amount: 0,
    actual_amount: 200,
    elevated_amount: 300,
  },
  4: {
    promo_category: 'actual+elevated',
    promo_code_type: 'percentage',
    promo_code_amount: 0,
    actual_amount: 5,
    elevated_amount: 10,
  },
  5: { promo_category: 'other', promo_code_type: 'fixed', promo_code_amount: 500, up_to_amount: 300 },
  6: { promo_category: 'other', promo_code_type: 'percentage', promo_code_amount: 10, up_to_amount: 250 },
};

describe('calculateFare: the six worked examples', () => {
  it.each([
    { rule: 1, amount: 3000, discount_amount: 3400 },
    { rule: 2, amount: 3000, discount_amount: 3250 },
    { rule: 3, amount: 2800, discount_amount: 3100 },
    { rule: 4, amount: 2850, discount_amount: 3150 },
    { rule: 5, amount: 2700, discount_amount: 3000 },
    { rule: 6, amount: 2750, discount_amount: 3000 },
  ] as const)('rule $rule without a bid → amount $amount, discount_amount $discount_amount', (row) => {
    const result = calculateFare({ ...base, promo: promos[row.rule] });
    expect(result).toMatchObject({
      amount: row.amount,
      discount_amount: row.discount_amount,
      rule: row.rule,
    });
    expect(result.breakdown).toEqual({
      fare: 3000,
      insurance_fee: 50,
      platform_fee: 100,
      discount: 3000 - row.amount,
      total: row.amount + 150,
    });
  });

  // bid_amount 2800 replaces the driver's 3000; fees stay as given.
  it.each([
    { rule: 1, amount: 2800, discount_amount: 3200 }, // 500 capped at 400
    { rule: 2, amount: 2800, discount_amount: 3050 }, // 10 % of 2950 = 295, capped at 250
    { rule: 3, amount: 2600, discount_amount: 2900 },
    { rule: 4, amount: 2660, discount_amount: 2940 }, // 5 % = 140 off, 10 % = 280 shown on top
    { rule: 5, amount: 2500, discount_amount: 2800 },
    { rule: 6, amount: 2550, discount_amount: 2800 },
  ] as const)('rule $rule with bid_amount 2800 → amount $amount, discount_amount $discount_amount', (row) => {
    const result = calculateFare({ ...base, bid_amount: 2800, promo: promos[row.rule] });
    expect(result).toMatchObject({
      amount: row.amount,
      discount_amount: row.discount_amount,
      rule: row.rule,
    });
    expect(result.breakdown.fare).toBe(2800);
    expect(result.breakdown.total).toBe(row.amount + 150);
  });
});

describe('calculateFare: edges', () => {
  it('without a promo charges the fare and shows no strike-through', () => {
    expect(calculateFare(base)).toEqual({
      amount: 3000,
      discount_amount: 3000,
      rule: null,
      breakdown: { fare: 3000, insurance_fee: 50, platform_fee: 100, discount: 0, total: 3150 },
    });
    expect(calculateFare({ ...base, bid_amount: null, promo: null }).amount).toBe(3000);
  });

  it('treats up_to_amount 0 or null as no cap', () => {
    expect(calculateFare({ ...base, promo: { ...promos[5], up_to_amount: 0 } }).amount).toBe(2500);
    expect(calculateFare({ ...base, promo: { ...promos[6], up_to_amount: null } }).amount).toBe(2685);
    expect(calculateFare({ ...base, promo: { ...promos[1], up_to_amount: undefined } }).discount_amount).toBe(
      3500,
    );
  });

  it('caps the actual share of rule 4 but never its elevated share', () => {
    const result = calculateFare({ ...base, promo: { ...promos[4], actual_amount: 50, up_to_amount: 100 } });
    expect(result).toMatchObject({ amount: 2900, discount_amount: 3200 });
  });

  it('rounds percentages to the nearest taka', () => {
    // 7.5 % of 3150 = 236.25 → 236; 2.5 % of 1010 = 25.25 → 25
    expect(
      calculateFare({ ...base, promo: { ...promos[6], promo_code_amount: 7.5, up_to_amount: 0 } }).amount,
    ).toBe(2764);
    const rule4 = { ...promos[4], actual_amount: 2.5, elevated_amount: 2.5 };
    expect(
      calculateFare({ driver_fare: 1010, insurance_fee: 0, platform_fee: 0, promo: rule4 }),
    ).toMatchObject({
      amount: 985,
      discount_amount: 1010,
    });
  });

  it('never charges below zero when the promo is worth more than the fare', () => {
    expect(
      calculateFare({ ...base, driver_fare: 100, promo: { ...promos[3], actual_amount: 500 } }),
    ).toMatchObject({
      amount: 0,
      discount_amount: 300,
    });
    expect(
      calculateFare({ ...base, driver_fare: 100, promo: { ...promos[5], up_to_amount: 0 } }).amount,
    ).toBe(0);
    expect(calculateFare({ ...base, promo: { ...promos[4], actual_amount: 100 } }).amount).toBe(0);
  });

  it('reads missing actual and elevated amounts as zero', () => {
    const promo: PromoInput = {
      promo_category: 'actual+elevated',
      promo_code_type: 'fixed',
      promo_code_amount: 0,
    };
    expect(calculateFare({ ...base, promo })).toMatchObject({ amount: 3000, discount_amount: 3000 });
  });
});

function errorOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('calculateFare refuses invalid input with a FareInputError', () => {
  const refusals: { name: string; input: FareInput; code: string; field: string }[] = [
    { name: 'negative fare', input: { ...base, driver_fare: -1 }, code: 'negative', field: 'driver_fare' },
    {
      name: 'NaN fare',
      input: { ...base, driver_fare: Number.NaN },
      code: 'not_a_number',
      field: 'driver_fare',
    },
    {
      name: 'infinite fee',
      input: { ...base, insurance_fee: Number.POSITIVE_INFINITY },
      code: 'not_a_number',
      field: 'insurance_fee',
    },
    {
      name: 'fractional bid',
      input: { ...base, bid_amount: 2800.5 },
      code: 'not_whole_taka',
      field: 'bid_amount',
    },
    {
      name: 'fractional fee',
      input: { ...base, platform_fee: 0.1 },
      code: 'not_whole_taka',
      field: 'platform_fee',
    },
    {
      name: 'unsafe integer',
      input: { ...base, driver_fare: 2 ** 60 },
      code: 'too_large',
      field: 'driver_fare',
    },
    {
      name: 'string fare',
      input: { ...base, driver_fare: '3000' as unknown as number },
      code: 'not_a_number',
      field: 'driver_fare',
    },
    {
      name: 'unknown category',
      input: { ...base, promo: { ...promos[5], promo_category: 'mystery' } },
      code: 'unknown_promo_category',
      field: 'promo_category',
    },
    {
      name: 'unknown type',
      input: { ...base, promo: { ...promos[5], promo_code_type: 'flat' } },
      code: 'unknown_promo_code_type',
      field: 'promo_code_type',
    },
    {
      name: 'percentage over 100',
      input: { ...base, promo: { ...promos[6], promo_code_amount: 101 } },
      code: 'percentage_out_of_range',
      field: 'promo_code_amount',
    },
    {
      name: 'NaN percentage',
      input: { ...base, promo: { ...promos[6], promo_code_amount: Number.NaN } },
      code: 'not_a_number',
      field: 'promo_code_amount',
    },
    {
      name: 'negative percentage',
      input: { ...base, promo: { ...promos[2], promo_code_amount: -5 } },
      code: 'negative',
      field: 'promo_code_amount',
    },
    {
      name: 'fractional fixed promo',
      input: { ...base, promo: { ...promos[5], promo_code_amount: 10.5 } },
      code: 'not_whole_taka',
      field: 'promo_code_amount',
    },
    {
      name: 'negative cap',
      input: { ...base, promo: { ...promos[5], up_to_amount: -1 } },
      code: 'negative',
      field: 'up_to_amount',
    },
    {
      name: 'rule 4 share over 100 %',
      input: { ...base, promo: { ...promos[4], elevated_amount: 150 } },
      code: 'percentage_out_of_range',
      field: 'elevated_amount',
    },
    {
      name: 'rule 3 fractional actual taka',
      input: { ...base, promo: { ...promos[3], actual_amount: 0.5 } },
      code: 'not_whole_taka',
      field: 'actual_amount',
    },
  ];

  it.each(refusals)('$name', ({ input, code, field }) => {
    const error = errorOf(() => calculateFare(input));
    expect(error).toBeInstanceOf(FareInputError);
    expect(error).toMatchObject({ code, field });
  });
});

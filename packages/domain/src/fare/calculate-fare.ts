import { checkPromo, checkTaka } from './check-fare-input';
import type { Promo, PromoInput } from './promo';

export type FareInput = {
  driver_fare: number;
  /** The passenger's own offer; when present it replaces driver_fare (SPEC.md §3). */
  bid_amount?: number | null;
  insurance_fee: number;
  platform_fee: number;
  promo?: PromoInput | null;
};

/** 1–6 as numbered in DESIGN.md §6; null when no promo applies. */
export type FareRule = 1 | 2 | 3 | 4 | 5 | 6;

export type FareBreakdown = {
  fare: number;
  insurance_fee: number;
  platform_fee: number;
  /** What the passenger saves against the fare: fare − amount. */
  discount: number;
  /** What the passenger pays: amount + insurance_fee + platform_fee. */
  total: number;
};

export type FareResult = {
  /** What the passenger pays for the ride. */
  amount: number;
  /** The price shown struck through beside `amount`. */
  discount_amount: number;
  rule: FareRule | null;
  breakdown: FareBreakdown;
};

type PromoOutcome = { amount: number; discount_amount: number; rule: FareRule };

const cap = (value: number, upTo: number) => (upTo > 0 ? Math.min(value, upTo) : value);
// SPEC.md §9: percentages are rounded to the nearest whole taka.
const percentOf = (base: number, percent: number) => Math.round((base * percent) / 100);
const atLeastZero = (value: number) => Math.max(0, value);

function applyPromo(fare: number, fees: number, promo: Promo): PromoOutcome {
  const { promo_category: category, promo_code_type: type, up_to_amount: upTo } = promo;
  if (category === 'elevated') {
    const extra =
      type === 'fixed' ? promo.promo_code_amount : percentOf(fare + fees, promo.promo_code_amount);
    return { amount: fare, discount_amount: fare + cap(extra, upTo), rule: type === 'fixed' ? 1 : 2 };
  }
  if (category === 'actual+elevated') {
    if (type === 'fixed') {
      const amount = atLeastZero(fare - promo.actual_amount);
      return { amount, discount_amount: amount + promo.elevated_amount, rule: 3 };
    }
    const amount = atLeastZero(fare - cap(percentOf(fare, promo.actual_amount), upTo));
    return { amount, discount_amount: amount + percentOf(fare, promo.elevated_amount), rule: 4 };
  }
  const discount =
    type === 'fixed' ? promo.promo_code_amount : percentOf(fare + fees, promo.promo_code_amount);
  return {
    amount: atLeastZero(fare - cap(discount, upTo)),
    discount_amount: fare,
    rule: type === 'fixed' ? 5 : 6,
  };
}

/**
 * The one fare function (DESIGN.md §6): the browser shows its result and the API stores it.
 * Throws FareInputError on negative, non-finite or fractional taka and on unknown promo kinds.
 */
export function calculateFare(input: FareInput): FareResult {
  const driverFare = checkTaka('driver_fare', input.driver_fare);
  const bidAmount = input.bid_amount == null ? null : checkTaka('bid_amount', input.bid_amount);
  const insuranceFee = checkTaka('insurance_fee', input.insurance_fee);
  const platformFee = checkTaka('platform_fee', input.platform_fee);
  const promo = input.promo == null ? null : checkPromo(input.promo);

  const fare = bidAmount ?? driverFare;
  const fees = insuranceFee + platformFee;
  const outcome = promo ? applyPromo(fare, fees, promo) : { amount: fare, discount_amount: fare, rule: null };

  return {
    amount: outcome.amount,
    discount_amount: outcome.discount_amount,
    rule: outcome.rule,
    breakdown: {
      fare,
      insurance_fee: insuranceFee,
      platform_fee: platformFee,
      discount: fare - outcome.amount,
      total: outcome.amount + fees,
    },
  };
}

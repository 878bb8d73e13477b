import { FareInputError } from './fare-input-error';
import { isPromoCategory, isPromoCodeType, type Promo, type PromoInput } from './promo';

export function checkTaka(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new FareInputError('not_a_number', field, value);
  if (value < 0) throw new FareInputError('negative', field, value);
  // Money is whole taka end to end (DESIGN.md §4); a fraction means a bug upstream.
  if (!Number.isInteger(value)) throw new FareInputError('not_whole_taka', field, value);
  if (!Number.isSafeInteger(value)) throw new FareInputError('too_large', field, value);
  return value;
}

function checkPercentage(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new FareInputError('not_a_number', field, value);
  if (value < 0) throw new FareInputError('negative', field, value);
  if (value > 100) throw new FareInputError('percentage_out_of_range', field, value);
  return value;
}

const orZero = (value: number | null | undefined) => value ?? 0;

/** Validates a promo and reads each amount as taka or percent, as its rule does. */
export function checkPromo(promo: PromoInput): Promo {
  const category = promo.promo_category;
  const type = promo.promo_code_type;
  if (typeof category !== 'string' || !isPromoCategory(category)) {
    throw new FareInputError('unknown_promo_category', 'promo_category', category);
  }
  if (typeof type !== 'string' || !isPromoCodeType(type)) {
    throw new FareInputError('unknown_promo_code_type', 'promo_code_type', type);
  }
  const isPercentage = type === 'percentage';
  const isShareOfFare = isPercentage && category === 'actual+elevated';
  const checkCodeAmount = isPercentage ? checkPercentage : checkTaka;
  const checkShare = isShareOfFare ? checkPercentage : checkTaka;
  return {
    promo_category: category,
    promo_code_type: type,
    promo_code_amount: checkCodeAmount('promo_code_amount', promo.promo_code_amount),
    up_to_amount: checkTaka('up_to_amount', orZero(promo.up_to_amount)),
    actual_amount: checkShare('actual_amount', orZero(promo.actual_amount)),
    elevated_amount: checkShare('elevated_amount', orZero(promo.elevated_amount)),
  };
}

// SPEC.md §3 and DESIGN.md §6: the promo shapes the six fare rules know.
export const promoCategories = ['elevated', 'actual+elevated', 'other'] as const;
export type PromoCategory = (typeof promoCategories)[number];

export const promoCodeTypes = ['fixed', 'percentage'] as const;
export type PromoCodeType = (typeof promoCodeTypes)[number];

/**
 * A promo as stored. Category and type are plain strings because they come from the database or a
 * request; calculateFare refuses values it does not know instead of guessing a rule.
 */
export type PromoInput = {
  promo_category: PromoCategory | (string & {});
  promo_code_type: PromoCodeType | (string & {});
  /** Taka for `fixed`, percent for `percentage`. */
  promo_code_amount: number;
  /** Cap on the discount; absent, null or 0 means no cap. */
  up_to_amount?: number | null;
  /** actual+elevated only: taka for `fixed`, percent of the fare for `percentage`. */
  actual_amount?: number | null;
  /** actual+elevated only: taka for `fixed`, percent of the fare for `percentage`. */
  elevated_amount?: number | null;
};

export type Promo = {
  promo_category: PromoCategory;
  promo_code_type: PromoCodeType;
  promo_code_amount: number;
  up_to_amount: number;
  actual_amount: number;
  elevated_amount: number;
};

export function isPromoCategory(value: string): value is PromoCategory {
  return (promoCategories as readonly string[]).includes(value);
}

export function isPromoCodeType(value: string): value is PromoCodeType {
  return (promoCodeTypes as readonly string[]).includes(value);
}

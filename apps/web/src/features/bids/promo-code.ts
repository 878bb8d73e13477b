import { type PromoView, promoCodeError } from '@pothik/domain';

/** The API stores codes in capitals and matches them case-insensitively. */
export function normalisePromoCode(text: string): string {
  return text.trim().toUpperCase();
}

export function findPromo(promos: readonly PromoView[], text: string): PromoView | null {
  const code = normalisePromoCode(text);
  if (!code) return null;
  return promos.find((promo) => promo.code.toUpperCase() === code) ?? null;
}

/** The message for a typed code the API would refuse as malformed (422), or null (none typed, or fine). */
export function promoCodeProblem(text: string): string | null {
  return text.trim() ? promoCodeError(text) : null;
}

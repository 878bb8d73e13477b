import { acceptBidSchema, type PromoView } from '@pothik/domain';

/** The API stores codes in capitals and matches them case-insensitively. */
export function normalisePromoCode(text: string): string {
  return text.trim().toUpperCase();
}

export function findPromo(promos: readonly PromoView[], text: string): PromoView | null {
  const code = normalisePromoCode(text);
  if (!code) return null;
  return promos.find((promo) => promo.code.toUpperCase() === code) ?? null;
}

/** The schema's message for a code the API would refuse as malformed (422), or null. */
export function promoCodeProblem(text: string): string | null {
  const code = text.trim();
  if (!code) return null;
  const parsed = acceptBidSchema.shape.promo_code.safeParse(code);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

import { validationMessage as msg } from './messages';

// The promo code's rule without the schema library: the accept dialog on the trip's page checks a typed
// code as the API will, and acceptBidSchema (trip-actions.ts) builds on the same pattern.

export const promoCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

/** acceptBidSchema's message for a promo code it refuses as malformed (after trimming), or null. */
export function promoCodeError(text: string): string | null {
  return promoCodePattern.test(text.trim()) ? null : msg('promoCodeInvalid');
}

import type { Lang } from '@pothik/domain';
import { localizeDigits } from '@/lib/format';

/** An average of 1–5 stars to one decimal (4.75 → 4.8), in the reader's digits. */
export function formatRating(rating: number, lang: Lang): string {
  return localizeDigits((Math.round(rating * 10) / 10).toFixed(1), lang);
}

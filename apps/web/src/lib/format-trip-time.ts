import { formatBanglaDateTime, formatLongDateTime, type Lang, parseDate } from '@pothik/domain';

/** An API time (ISO 8601, UTC) as a reader in Asia/Dhaka sees it, e.g. `March 15, 2025 at 2:05 PM`. */
export function formatTripTime(iso: string, lang: Lang): string {
  const date = parseDate(iso);
  // The API always sends ISO times; a broken one is shown as sent rather than breaking the page.
  if (!date) return iso;
  return lang === 'bn' ? formatBanglaDateTime(date) : formatLongDateTime(date);
}

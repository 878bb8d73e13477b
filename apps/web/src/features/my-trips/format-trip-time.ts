import {
  formatLongDateTime,
  type Lang,
  monthNamesBn,
  parseDate,
  toBengaliDigits,
  toDhakaParts,
} from '@pothik/domain';

// The domain formats `Month D, YYYY at h:mm A` in English only; the Bangla reading is built here from
// the domain's Dhaka parts, month names and digits, in the same order.
function formatBanglaDateTime(date: Date): string {
  const p = toDhakaParts(date);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const minute = String(p.minute).padStart(2, '0');
  const dayPart = p.hour < 12 ? 'পূর্বাহ্ণ' : 'অপরাহ্ণ';
  return `${toBengaliDigits(`${p.day} ${monthNamesBn[p.month - 1]}, ${p.year}, ${hour12}:${minute}`)} ${dayPart}`;
}

/** An API time (ISO 8601, UTC) as a reader in Asia/Dhaka sees it, e.g. `March 15, 2025 at 2:05 PM`. */
export function formatTripTime(iso: string, lang: Lang): string {
  const date = parseDate(iso);
  // The API always sends ISO times; a broken one is shown as sent rather than breaking the page.
  if (!date) return iso;
  return lang === 'bn' ? formatBanglaDateTime(date) : formatLongDateTime(date);
}

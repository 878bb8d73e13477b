import type { Lang } from '../messages/catalogue';
import { toBengaliDigits } from './bengali-digits';

/** South Asian grouping: the last three digits, then pairs (1,00,000 for one lakh). */
export function groupLakh(value: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(value)) throw new RangeError('Invalid amount');
  const digits = String(Math.abs(Math.round(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const signed = value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
  return lang === 'bn' ? toBengaliDigits(signed) : signed;
}

/** Whole taka with the ৳ sign: `৳1,00,000` / `৳১,০০,০০০`. */
export function formatTaka(amount: number, lang: Lang = 'en'): string {
  const grouped = groupLakh(amount, lang);
  return grouped.startsWith('-') ? `-৳${grouped.slice(1)}` : `৳${grouped}`;
}

import { dhakaDateParts } from './dhaka-format';
import { type DateInput, dhakaDayNumber, parseDate } from './dhaka-time';

/**
 * `DD MMMM, YYYY` in Bangla (e.g. `০৫ মার্চ, ২০২৫`) for offer and campaign end dates.
 * SPEC.md §5: 'Invalid Date' when unparseable, 'Expired' when the Dhaka calendar day is before today's,
 * so an offer ending today still shows its date.
 */
export function formatBengaliDate(input: DateInput, now: Date = new Date()): string {
  const date = parseDate(input);
  if (!date) return 'Invalid Date';
  if (dhakaDayNumber(date) < dhakaDayNumber(now)) return 'Expired';
  const p = dhakaDateParts(date, 'bn-BD', { year: 'numeric', month: 'long', day: '2-digit' });
  return `${p.day} ${p.month}, ${p.year}`;
}

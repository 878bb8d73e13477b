import { toBengaliDigits } from './bengali-digits';
import { type DateInput, dhakaDayNumber, parseDate, toDhakaParts } from './dhaka-time';
import { monthNamesBn } from './month-names';

/**
 * `DD MMMM, YYYY` in Bangla (e.g. `০৫ মার্চ, ২০২৫`) for offer and campaign end dates.
 * SPEC.md §5: 'Invalid Date' when unparseable, 'Expired' when the Dhaka calendar day is before today's,
 * so an offer ending today still shows its date.
 */
export function formatBengaliDate(input: DateInput, now: Date = new Date()): string {
  const date = parseDate(input);
  if (!date) return 'Invalid Date';
  if (dhakaDayNumber(date) < dhakaDayNumber(now)) return 'Expired';
  const p = toDhakaParts(date);
  return toBengaliDigits(`${String(p.day).padStart(2, '0')} ${monthNamesBn[p.month - 1]}, ${p.year}`);
}

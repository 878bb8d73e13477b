import { dhakaDateParts } from './dhaka-format';
import { type DateInput, parseDate, toDhakaParts } from './dhaka-time';
import { InvalidDateError } from './invalid-date-error';

function dateOrThrow(input: DateInput): Date {
  const date = parseDate(input);
  if (!date) throw new InvalidDateError();
  return date;
}

/** `MM-DD-YYYY hh:mm A` in Asia/Dhaka, e.g. `03-15-2025 02:05 PM`; throws InvalidDateError. */
export function formatDateTime(input: DateInput): string {
  const p = dhakaDateParts(dateOrThrow(input), 'en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${p.month}-${p.day}-${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** `Month D, YYYY at h:mm A` in Asia/Dhaka, e.g. `March 15, 2025 at 2:05 PM`; throws InvalidDateError. */
export function formatLongDateTime(input: DateInput): string {
  const p = dhakaDateParts(dateOrThrow(input), 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/**
 * The Bangla reading of formatLongDateTime, e.g. `১৫ মার্চ, ২০২৫, ২:০৫ অপরাহ্ণ`. Intl's bn-BD keeps
 * "AM"/"PM", so the day part is named here.
 */
export function formatBanglaDateTime(input: DateInput): string {
  const date = dateOrThrow(input);
  const p = dhakaDateParts(date, 'bn-BD', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const dayPart = toDhakaParts(date).hour < 12 ? 'পূর্বাহ্ণ' : 'অপরাহ্ণ';
  return `${p.day} ${p.month}, ${p.year}, ${p.hour}:${p.minute} ${dayPart}`;
}

import { type DateInput, type DhakaParts, parseDate, toDhakaParts } from './dhaka-time';
import { InvalidDateError } from './invalid-date-error';
import { monthNamesEn } from './month-names';

const pad2 = (n: number) => String(n).padStart(2, '0');

function partsOrThrow(input: DateInput): DhakaParts {
  const date = parseDate(input);
  if (!date) throw new InvalidDateError();
  return toDhakaParts(date);
}

function twelveHour(hour: number): { hour12: number; meridiem: 'AM' | 'PM' } {
  return { hour12: hour % 12 === 0 ? 12 : hour % 12, meridiem: hour < 12 ? 'AM' : 'PM' };
}

/** `MM-DD-YYYY hh:mm A` in Asia/Dhaka, e.g. `03-15-2025 02:05 PM`; throws InvalidDateError. */
export function formatDateTime(input: DateInput): string {
  const p = partsOrThrow(input);
  const { hour12, meridiem } = twelveHour(p.hour);
  return `${pad2(p.month)}-${pad2(p.day)}-${p.year} ${pad2(hour12)}:${pad2(p.minute)} ${meridiem}`;
}

/** `Month D, YYYY at h:mm A` in Asia/Dhaka, e.g. `March 15, 2025 at 2:05 PM`; throws InvalidDateError. */
export function formatLongDateTime(input: DateInput): string {
  const p = partsOrThrow(input);
  const { hour12, meridiem } = twelveHour(p.hour);
  return `${monthNamesEn[p.month - 1]} ${p.day}, ${p.year} at ${hour12}:${pad2(p.minute)} ${meridiem}`;
}

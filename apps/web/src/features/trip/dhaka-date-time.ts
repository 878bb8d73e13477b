import { dhakaIsoDay, toDhakaParts } from '@pothik/domain';

// The date and time inputs show Asia/Dhaka wall-clock time whatever the device's zone (DESIGN.md §4: times
// are shown in Asia/Dhaka). Dhaka is UTC+6 all year, so the offset is fixed.
const DHAKA_OFFSET = '+06:00';
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const timePattern = /^\d{2}:\d{2}(:\d{2})?$/;

export type DateTimeInputs = { date: string; time: string };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The `<input type="date">` and `<input type="time">` values of an instant, in Dhaka. */
export function toDhakaInputs(instant: Date): DateTimeInputs {
  const { hour, minute } = toDhakaParts(instant);
  return { date: dhakaIsoDay(instant), time: `${pad2(hour)}:${pad2(minute)}` };
}

/**
 * The ISO instant the API takes (`2025-03-15T14:30:00+06:00`); undefined when both inputs are empty,
 * '' when they do not make a time (the schema then names the field).
 */
export function toDhakaIso({ date, time }: DateTimeInputs): string | undefined {
  if (!date && !time) return undefined;
  if (!datePattern.test(date) || !timePattern.test(time)) return '';
  return `${date}T${time.slice(0, 5)}:00${DHAKA_OFFSET}`;
}

// Time for a driver to bid and drive over; rounded up to the half hour, as people plan.
const LEAD_MINUTES = 120;
const STEP_MINUTES = 30;

/** A sensible pickup to start from: two hours ahead, on the next half hour. */
export function defaultPickupInputs(now: Date): DateTimeInputs {
  const step = STEP_MINUTES * 60_000;
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  return toDhakaInputs(new Date(Math.ceil(earliest / step) * step));
}

/** A round trip's return to start from: the next day at the pickup time. */
export function defaultReturnInputs(pickup: DateTimeInputs): DateTimeInputs {
  const iso = toDhakaIso(pickup);
  if (!iso) return { date: '', time: '' };
  return toDhakaInputs(new Date(Date.parse(iso) + 86_400_000));
}

/** The Dhaka date `days` from now: the last day the pickup picker offers. */
export function dhakaDateInDays(now: Date, days: number): string {
  return dhakaIsoDay(new Date(now.getTime() + days * 86_400_000));
}

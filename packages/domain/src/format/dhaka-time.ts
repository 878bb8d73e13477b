import { fromBengaliDigits } from './bengali-digits';

export type DateInput = Date | string | number;

export type DhakaParts = { year: number; month: number; day: number; hour: number; minute: number };

// Asia/Dhaka is UTC+6 all year (its one DST season ended in 2009), so fixed-offset arithmetic gives the
// same answer in every browser and server time zone, without depending on the runtime's ICU data.
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** Returns null for anything that is not a real instant; accepts Bengali digits in strings. */
export function parseDate(input: DateInput): Date | null {
  const date =
    input instanceof Date
      ? new Date(input.getTime())
      : new Date(typeof input === 'string' ? fromBengaliDigits(input.trim()) : input);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toDhakaParts(date: Date): DhakaParts {
  const shifted = new Date(date.getTime() + DHAKA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A number for the Dhaka calendar day, so two instants compare by the day a Dhaka reader sees. */
export function dhakaDayNumber(date: Date): number {
  return Math.floor((date.getTime() + DHAKA_OFFSET_MS) / 86_400_000);
}

/** The Dhaka calendar day of `date` as YYYY-MM-DD (what a date input shows a Dhaka reader). */
export function dhakaIsoDay(date: Date): string {
  const { year, month, day } = toDhakaParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a Dhaka calendar day (YYYY-MM-DD) begins: midnight in Dhaka, 18:00 UTC the day before. */
export function dhakaDayStart(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - DHAKA_OFFSET_MS);
}

/** The Dhaka calendar month of `date` as YYYY-MM (a driver's earnings are counted by it). */
export function dhakaIsoMonth(date: Date): string {
  const { year, month } = toDhakaParts(date);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The instants a Dhaka calendar month (YYYY-MM) runs between: [start, end). */
export function dhakaMonthRange(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, mon - 1, 1) - DHAKA_OFFSET_MS),
    end: new Date(Date.UTC(year, mon, 1) - DHAKA_OFFSET_MS),
  };
}

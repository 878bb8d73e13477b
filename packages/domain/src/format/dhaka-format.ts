import { toBengaliDigits } from './bengali-digits';
import { toDhakaParts } from './dhaka-time';

// The named parts of a date as Intl's en-US and bn-BD give them in Asia/Dhaka (dhaka-format.test.ts holds
// the two together), from tables instead of Intl.DateTimeFormat. A page's first Intl.DateTimeFormat sets up
// ICU's calendar and pattern data: about 30 ms of the main thread, 100–150 ms on a phone four times slower,
// inside the hydration of every page that shows a date (the trip's page, the driver's trips). The tables
// also keep the server's HTML and the browser's hydration in agreement whatever ICU version each runs
// (their Bangla month spellings have changed between versions).
type Locale = 'en-US' | 'bn-BD';

export type DhakaFormatOptions = {
  year?: 'numeric';
  month?: '2-digit' | 'long';
  day?: 'numeric' | '2-digit';
  weekday?: 'long';
  /** A 12-hour clock (as Intl's `hourCycle: 'h12'`): 12 for noon and midnight, with `dayPeriod`. */
  hour?: 'numeric' | '2-digit';
  minute?: '2-digit';
};

export type DhakaDateParts = Partial<
  Record<'year' | 'month' | 'day' | 'weekday' | 'hour' | 'minute' | 'dayPeriod', string>
>;

const monthNames: Record<Locale, readonly string[]> = {
  'en-US': [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  'bn-BD': [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

const weekdayNames: Record<Locale, readonly string[]> = {
  'en-US': ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  'bn-BD': ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The named parts of `date` as a reader in Dhaka sees them, in `locale`'s digits and names. */
export function dhakaDateParts(date: Date, locale: Locale, options: DhakaFormatOptions): DhakaDateParts {
  const { year, month, day, hour, minute } = toDhakaParts(date);
  const digits = locale === 'bn-BD' ? toBengaliDigits : String;
  const parts: DhakaDateParts = {};
  if (options.year) parts.year = digits(year);
  if (options.month === 'long') parts.month = monthNames[locale][month - 1];
  if (options.month === '2-digit') parts.month = digits(twoDigits(month));
  if (options.day) parts.day = digits(options.day === '2-digit' ? twoDigits(day) : day);
  if (options.weekday) parts.weekday = weekdayNames[locale][dhakaWeekday(date)];
  if (options.hour) {
    const clock = hour % 12 || 12;
    parts.hour = digits(options.hour === '2-digit' ? twoDigits(clock) : clock);
    // bn-BD's day period is "AM"/"PM" too; the Bangla formats name the part of the day themselves.
    parts.dayPeriod = hour < 12 ? 'AM' : 'PM';
  }
  if (options.minute) parts.minute = digits(twoDigits(minute));
  return parts;
}

/** 0 for Sunday: the Dhaka calendar day's weekday. */
function dhakaWeekday(date: Date): number {
  const { year, month, day } = toDhakaParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

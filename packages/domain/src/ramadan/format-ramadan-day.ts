import { toBengaliDigits } from '../format/bengali-digits';
import { dhakaDateParts } from '../format/dhaka-format';
import { dhakaDayStart } from '../format/dhaka-time';
import type { Lang } from '../messages/catalogue';
import type { RamadanDay } from './ramadan-timetable';

/** A timetable row as a reader sees it: digits, month and weekday names in the reader's language. */
export type FormattedRamadanDay = {
  day: string;
  date: string;
  weekday: string;
  sehri: string;
  iftar: string;
};

const intlLocale = { en: 'en-US', bn: 'bn-BD' } as const;

/**
 * `05:04 AM` / `06:02 PM`, or `ভোর ০৫:০৪` / `সন্ধ্যা ০৬:০২`: Sehri always ends before sunrise and
 * Iftar always falls at sunset, so Bangla names the part of the day a reader says aloud for each.
 */
export function formatRamadanTime(time: string, lang: Lang): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const clock = `${String(hour % 12 || 12).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  const isMorning = hour < 12;
  if (lang === 'bn') return `${isMorning ? 'ভোর' : 'সন্ধ্যা'} ${toBengaliDigits(clock)}`;
  return `${clock} ${isMorning ? 'AM' : 'PM'}`;
}

export function formatRamadanDay(row: RamadanDay, lang: Lang): FormattedRamadanDay {
  // Midnight in Dhaka names the calendar day the row is for, whatever the runtime's time zone.
  const instant = dhakaDayStart(row.date);
  const p = dhakaDateParts(instant, intlLocale[lang], { day: 'numeric', month: 'long', weekday: 'long' });
  return {
    day: lang === 'bn' ? toBengaliDigits(row.day) : String(row.day),
    date: lang === 'bn' ? `${p.day} ${p.month}` : `${p.month} ${p.day}`,
    weekday: p.weekday ?? '',
    sehri: formatRamadanTime(row.sehri, lang),
    iftar: formatRamadanTime(row.iftar, lang),
  };
}

import type { Lang } from '@pothik/domain';
import { localizeDigits } from '@/lib/format';

const monthNames = {
  en: 'January February March April May June July August September October November December'.split(' '),
  bn: 'জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর'.split(' '),
};

/** YYYY-MM moved by `by` months. */
export function shiftMonth(month: string, by: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "November 2026" or "নভেম্বর ২০২৬". */
export function monthLabel(month: string, lang: Lang): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${monthNames[lang][mon - 1]} ${localizeDigits(year, lang)}`;
}

import { describe, expect, it } from 'vitest';
import { type DhakaFormatOptions, dhakaDateParts } from './dhaka-format';

// Every set of options the formats use (dates.ts, bengali-date.ts, format-ramadan-day.ts), against what
// Intl gives for Asia/Dhaka: the tables must read exactly as Intl does.
const optionSets: DhakaFormatOptions[] = [
  { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  { year: 'numeric', month: 'long', day: '2-digit' },
  { day: 'numeric', month: 'long', weekday: 'long' },
];

// Instants 7 h 13 min apart over three years: every hour of the clock, every weekday and month, both
// sides of Dhaka's midnight (18:00 UTC) and of a leap day.
const instants = Array.from({ length: 3700 }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 433 * 60_000));

function intlParts(formatter: Intl.DateTimeFormat, date: Date) {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = part.value;
  return parts;
}

describe('dhakaDateParts reads as Intl does in Asia/Dhaka', () => {
  for (const locale of ['en-US', 'bn-BD'] as const) {
    it.each(optionSets.map((options) => [JSON.stringify(options), options] as const))(
      `${locale} %s`,
      (_, options) => {
        const hourCycle = options.hour ? { hourCycle: 'h12' as const } : {};
        const intl = new Intl.DateTimeFormat(locale, { ...options, ...hourCycle, timeZone: 'Asia/Dhaka' });
        for (const date of instants) {
          expect(dhakaDateParts(date, locale, options), date.toISOString()).toEqual(intlParts(intl, date));
        }
      },
    );
  }

  it('gives a 12-hour clock: 12 at midnight and noon, AM before noon', () => {
    const midnight = dhakaDateParts(new Date('2025-03-15T18:00:00Z'), 'bn-BD', { hour: 'numeric' });
    const noon = dhakaDateParts(new Date('2025-03-16T06:00:00Z'), 'en-US', { hour: '2-digit' });
    expect(midnight).toEqual({ hour: '১২', dayPeriod: 'AM' });
    expect(noon).toEqual({ hour: '12', dayPeriod: 'PM' });
  });
});

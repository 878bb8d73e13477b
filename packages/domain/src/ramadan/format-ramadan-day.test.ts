import { describe, expect, it } from 'vitest';
import { formatRamadanDay, formatRamadanTime } from '../index';

const firstDay = { day: 1, date: '2025-03-02', sehri: '05:04', iftar: '18:02' };

describe('formatRamadanDay', () => {
  it('reads in English', () => {
    expect(formatRamadanDay(firstDay, 'en')).toEqual({
      day: '1',
      date: 'March 2',
      weekday: 'Sunday',
      sehri: '05:04 AM',
      iftar: '06:02 PM',
    });
  });

  it('reads in Bangla with Bengali digits and Bangla month and weekday names', () => {
    expect(formatRamadanDay({ ...firstDay, day: 30, date: '2025-03-31' }, 'bn')).toEqual({
      day: '৩০',
      date: '৩১ মার্চ',
      weekday: 'সোমবার',
      sehri: 'ভোর ০৫:০৪',
      iftar: 'সন্ধ্যা ০৬:০২',
    });
  });
});

describe('formatRamadanTime', () => {
  it.each([
    ['00:05', 'en', '12:05 AM'],
    ['12:00', 'en', '12:00 PM'],
    ['04:59', 'bn', 'ভোর ০৪:৫৯'],
    ['18:14', 'bn', 'সন্ধ্যা ০৬:১৪'],
  ] as const)('%s in %s reads %s', (time, lang, expected) => {
    expect(formatRamadanTime(time, lang)).toBe(expected);
  });
});

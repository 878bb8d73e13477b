import { describe, expect, it } from 'vitest';
import { formatBengaliDate } from './bengali-date';
import { formatBanglaDateTime, formatDateTime, formatLongDateTime } from './dates';
import { dhakaDayNumber, dhakaIsoMonth, dhakaMonthRange, parseDate, toDhakaParts } from './dhaka-time';
import { InvalidDateError } from './invalid-date-error';

// Times are UTC instants; Dhaka is six hours ahead, whatever zone the test machine is in.
describe('formatDateTime (MM-DD-YYYY hh:mm A, Asia/Dhaka)', () => {
  it.each([
    ['2025-03-15T08:05:00Z', '03-15-2025 02:05 PM'],
    ['2025-03-15T18:00:00Z', '03-16-2025 12:00 AM'], // after 18:00 UTC it is already tomorrow in Dhaka
    ['2025-03-15T06:30:00Z', '03-15-2025 12:30 PM'],
    ['2025-01-01T00:00:00+06:00', '01-01-2025 12:00 AM'],
    ['2024-12-31T23:59:00Z', '01-01-2025 05:59 AM'],
    [Date.UTC(2025, 6, 4, 3, 7), '07-04-2025 09:07 AM'],
  ])('%s → %s', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
    expect(formatDateTime(new Date(input))).toBe(expected);
  });

  it.each(['not a date', '', '2025-13-45'])("throws 'Invalid date string' for %j", (input) => {
    expect(() => formatDateTime(input)).toThrow(new InvalidDateError());
    expect(() => formatDateTime(input)).toThrow('Invalid date string');
  });
});

describe('formatLongDateTime (Month D, YYYY at h:mm A)', () => {
  it.each([
    ['2025-03-15T08:05:00Z', 'March 15, 2025 at 2:05 PM'],
    ['2025-12-31T18:30:00Z', 'January 1, 2026 at 12:30 AM'],
    ['2025-08-01T05:59:00Z', 'August 1, 2025 at 11:59 AM'],
  ])('%s → %s', (input, expected) => {
    expect(formatLongDateTime(input)).toBe(expected);
  });

  it('throws for an unparseable date', () => {
    expect(() => formatLongDateTime('soon')).toThrow('Invalid date string');
  });
});

describe('formatBanglaDateTime (D MMMM, YYYY, h:mm পূর্বাহ্ণ/অপরাহ্ণ)', () => {
  it.each([
    ['2025-03-15T08:05:00Z', '১৫ মার্চ, ২০২৫, ২:০৫ অপরাহ্ণ'],
    ['2025-12-31T18:30:00Z', '১ জানুয়ারি, ২০২৬, ১২:৩০ পূর্বাহ্ণ'],
    ['2025-08-01T05:59:00Z', '১ আগস্ট, ২০২৫, ১১:৫৯ পূর্বাহ্ণ'],
    ['2025-08-01T06:00:00Z', '১ আগস্ট, ২০২৫, ১২:০০ অপরাহ্ণ'],
  ])('%s → %s', (input, expected) => {
    expect(formatBanglaDateTime(input)).toBe(expected);
  });

  it('throws for an unparseable date', () => {
    expect(() => formatBanglaDateTime('soon')).toThrow('Invalid date string');
  });
});

describe('formatBengaliDate (DD MMMM, YYYY)', () => {
  const now = new Date('2025-03-15T08:00:00Z'); // 2 PM, 15 March in Dhaka

  it.each([
    ['2025-03-20T00:00:00Z', '২০ মার্চ, ২০২৫'],
    ['2025-04-05', '০৫ এপ্রিল, ২০২৫'],
    ['2026-01-01T00:00:00+06:00', '০১ জানুয়ারি, ২০২৬'],
    ['2025-12-31T18:00:00Z', '০১ জানুয়ারি, ২০২৬'],
    ['২০২৫-০৯-১০', '১০ সেপ্টেম্বর, ২০২৫'],
  ])('%s → %s', (input, expected) => {
    expect(formatBengaliDate(input, now)).toBe(expected);
  });

  it('still shows a date that ends today', () => {
    expect(formatBengaliDate('2025-03-15T01:00:00Z', now)).toBe('১৫ মার্চ, ২০২৫');
  });

  it("says 'Expired' for a day before today in Dhaka", () => {
    expect(formatBengaliDate('2025-03-14T17:59:00Z', now)).toBe('Expired'); // 11:59 PM, 14 March in Dhaka
    expect(formatBengaliDate('2024-01-01', now)).toBe('Expired');
  });

  it("says 'Invalid Date' for an unparseable input", () => {
    expect(formatBengaliDate('tomorrow-ish', now)).toBe('Invalid Date');
    expect(formatBengaliDate(Number.NaN, now)).toBe('Invalid Date');
  });

  it('compares with the current time when no now is given', () => {
    expect(formatBengaliDate('2000-01-01')).toBe('Expired');
    expect(formatBengaliDate('2999-01-01')).toBe('০১ জানুয়ারি, ২৯৯৯');
  });
});

describe('Dhaka time helpers', () => {
  it('reads wall-clock parts in Dhaka', () => {
    expect(toDhakaParts(new Date('2025-03-15T20:45:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 16,
      hour: 2,
      minute: 45,
    });
  });

  it('counts Dhaka days, not UTC days', () => {
    expect(dhakaDayNumber(new Date('2025-03-15T17:59:00Z'))).toBe(
      dhakaDayNumber(new Date('2025-03-15T00:00:00Z')),
    );
    expect(dhakaDayNumber(new Date('2025-03-15T18:00:00Z'))).toBe(
      dhakaDayNumber(new Date('2025-03-15T00:00:00Z')) + 1,
    );
  });

  it('names and bounds Dhaka months, across the turn of the year', () => {
    expect(dhakaIsoMonth(new Date('2025-12-31T17:59:59Z'))).toBe('2025-12');
    expect(dhakaIsoMonth(new Date('2025-12-31T18:00:00Z'))).toBe('2026-01');
    expect(dhakaMonthRange('2025-12')).toEqual({
      start: new Date('2025-11-30T18:00:00Z'),
      end: new Date('2025-12-31T18:00:00Z'),
    });
    expect(dhakaMonthRange('2026-02').end).toEqual(new Date('2026-02-28T18:00:00Z'));
  });

  it('copies a Date instead of sharing it, and refuses an invalid one', () => {
    const original = new Date('2025-03-15T00:00:00Z');
    expect(parseDate(original)).not.toBe(original);
    expect(parseDate(new Date('nope'))).toBeNull();
  });
});

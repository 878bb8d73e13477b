import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dhakaDayNumber, dhakaDayStart, dhakaIsoDay, dhakaIsoMonth, toDhakaParts } from './dhaka-time';

// The fixed +06:00 arithmetic against the runtime's time-zone database: the same answers for every
// instant since Dhaka's last daylight saving ended (31 December 2009).
const runs = { numRuns: 2000 };
const instant = fc.date({
  min: new Date('2010-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

const intlDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('the Dhaka calendar day, against Intl’s Asia/Dhaka', () => {
  it('names the day a Dhaka reader sees (YYYY-MM-DD), and its month', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const day = intlDay.format(date);
        expect(dhakaIsoDay(date)).toBe(day);
        expect(dhakaIsoMonth(date)).toBe(day.slice(0, 7));
      }),
      runs,
    );
  });

  it('reads the wall clock of that day', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const { hour, minute } = toDhakaParts(date);
        expect(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`).toBe(
          intlClock.format(date),
        );
      }),
      runs,
    );
  });

  it('starts the day at Dhaka midnight, and every instant of the day lies within its 24 hours', () => {
    fc.assert(
      fc.property(instant, (date) => {
        const start = dhakaDayStart(dhakaIsoDay(date));
        expect(intlClock.format(start)).toBe('00:00');
        expect(intlDay.format(start)).toBe(intlDay.format(date));
        expect(start.getTime()).toBeLessThanOrEqual(date.getTime());
        expect(date.getTime() - start.getTime()).toBeLessThan(86_400_000);
        expect(dhakaDayNumber(start)).toBe(dhakaDayNumber(date));
      }),
      runs,
    );
  });
});

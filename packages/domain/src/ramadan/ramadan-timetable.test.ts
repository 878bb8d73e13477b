import { CalculationMethod, Coordinates, PrayerTimes, Rounding } from 'adhan';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type District, districts, isDistrictId, ramadanDayOn, ramadanTimetable } from '../index';
import { foundationDhaka1446 } from './foundation-dhaka-1446.fixtures';

const dhaka = ramadanTimetable('dhaka', 2025);
const rowOn = (date: string, rows = dhaka) => rows.find((row) => row.date === date);
const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

describe('Ramadan 1446 in Dhaka against the Islamic Foundation timetable', () => {
  // The one published figure the computation cannot meet: the Foundation's 6:08 on 16 March sits 4 s
  // after sunset, three days after a 6:07 that needs its own few seconds (README.md).
  const laterIftar = new Set(['2025-03-16']);

  it('has every day the press printed: 2 to 16 and 31 March', () => {
    expect(foundationDhaka1446.map((day) => day.date)).toEqual([
      ...Array.from({ length: 15 }, (_, i) => `2025-03-${String(i + 2).padStart(2, '0')}`),
      '2025-03-31',
    ]);
  });

  it.each(foundationDhaka1446.filter((day) => !laterIftar.has(day.date)))(
    '$date: Sehri $sehri, Iftar $iftar, to the minute',
    ({ date, sehri, iftar }) => {
      expect(rowOn(date)).toMatchObject({ sehri, iftar });
    },
  );

  it('16 March: Sehri 04:50 as published; Iftar 18:09, a minute after the Foundation’s 6:08, never before', () => {
    expect(rowOn('2025-03-16')).toMatchObject({ day: 15, sehri: '04:50', iftar: '18:09' });
  });

  it('is never later for Sehri nor earlier for Iftar than any published day', () => {
    for (const published of foundationDhaka1446) {
      const row = rowOn(published.date)!;
      expect(minutes(row.sehri)).toBeLessThanOrEqual(minutes(published.sehri));
      expect(minutes(row.iftar)).toBeGreaterThanOrEqual(minutes(published.iftar));
    }
  });

  it('puts 2 March (1 Ramadan) at Sehri 05:04 and Iftar 18:02, and 31 March (30 Ramadan) at 04:34 and 18:15', () => {
    expect(dhaka[0]).toEqual({ day: 1, date: '2025-03-02', sehri: '05:04', iftar: '18:02' });
    expect(dhaka[29]).toEqual({ day: 30, date: '2025-03-31', sehri: '04:34', iftar: '18:15' });
  });
});

describe('the cautious direction, in any district on any day of the month', () => {
  const dawnAndSunset = (district: District, date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const params = CalculationMethod.Karachi();
    params.rounding = Rounding.None;
    const times = new PrayerTimes(new Coordinates(district.lat, district.lng), new Date(y, m - 1, d), params);
    return { dawn: times.fajr.getTime(), sunset: times.sunset.getTime() };
  };
  const instantOn = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);

  it('ends Sehri at least 12 s and under 2.5 min before the 18° dawn, and puts Iftar 8 s to 68 s after sunset', () => {
    fc.assert(
      fc.property(fc.constantFrom(...districts), fc.integer({ min: 0, max: 29 }), (district, index) => {
        const row = ramadanTimetable(district, 2025)[index]!;
        const { dawn, sunset } = dawnAndSunset(district, row.date);
        const sehriLead = (dawn - instantOn(row.date, row.sehri)) / 1000;
        const iftarLag = (instantOn(row.date, row.iftar) - sunset) / 1000;
        expect(sehriLead).toBeGreaterThanOrEqual(12);
        expect(sehriLead).toBeLessThan(150);
        expect(iftarLag).toBeGreaterThanOrEqual(8);
        expect(iftarLag).toBeLessThan(68);
      }),
    );
  });
});

describe('ramadanTimetable', () => {
  it('has 30 consecutive days from 2 to 31 March 2025', () => {
    expect(dhaka).toHaveLength(30);
    expect(dhaka.map((row) => row.day)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(dhaka[0]?.date).toBe('2025-03-02');
    expect(dhaka[29]?.date).toBe('2025-03-31');
    const dates = dhaka.map((row) => Date.parse(row.date));
    for (let i = 1; i < dates.length; i++) expect(dates[i]! - dates[i - 1]!).toBe(86_400_000);
  });

  it('gives a western district (Chapai Nawabganj) later times than an eastern one (Sylhet) every day', () => {
    const west = ramadanTimetable('chapai-nawabganj', 2025);
    const east = ramadanTimetable('sylhet', 2025);
    west.forEach((row, i) => {
      expect(minutes(row.sehri)).toBeGreaterThan(minutes(east[i]!.sehri));
      expect(minutes(row.iftar)).toBeGreaterThan(minutes(east[i]!.iftar));
    });
    expect([west[0]?.sehri, west[0]?.iftar, east[0]?.sehri, east[0]?.iftar]).toEqual([
      '05:12',
      '18:10',
      '04:58',
      '17:56',
    ]);
  });

  it('gives every one of the 64 districts valid times within the Foundation’s ±9 minutes of Dhaka', () => {
    expect(districts).toHaveLength(64);
    for (const district of districts) {
      const rows = ramadanTimetable(district, 2025);
      expect(rows).toHaveLength(30);
      rows.forEach((row, i) => {
        expect(row.sehri).toMatch(/^0[45]:[0-5]\d$/);
        expect(row.iftar).toMatch(/^(18:[0-5]\d|17:5\d)$/);
        expect(Math.abs(minutes(row.sehri) - minutes(dhaka[i]!.sehri))).toBeLessThanOrEqual(9);
        expect(Math.abs(minutes(row.iftar) - minutes(dhaka[i]!.iftar))).toBeLessThanOrEqual(9);
      });
      // Days lengthen through March: Sehri comes earlier and Iftar later, never the other way.
      expect(minutes(rows[29]!.sehri)).toBeLessThan(minutes(rows[0]!.sehri));
      expect(minutes(rows[29]!.iftar)).toBeGreaterThan(minutes(rows[0]!.iftar));
    }
  });

  it('accepts a district row as well as an id', () => {
    expect(ramadanTimetable(districts.find((d) => d.id === 'dhaka')!, 2025)).toEqual(dhaka);
  });

  describe('in another time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['America/Los_Angeles', 'Pacific/Kiritimati'])(
      'gives the same Dhaka times on a server in %s',
      (tz) => {
        process.env.TZ = tz;
        expect(new Date(2025, 2, 2).getTimezoneOffset()).toBe(tz === 'America/Los_Angeles' ? 480 : -840);
        expect(ramadanTimetable('dhaka', 2025)).toEqual(dhaka);
      },
    );
  });
});

describe('ramadanDayOn', () => {
  it('finds the row for the Dhaka calendar day, even when UTC is still on the day before', () => {
    expect(ramadanDayOn(dhaka, new Date('2025-03-01T18:30:00Z'))?.day).toBe(1);
    expect(ramadanDayOn(dhaka, new Date('2025-03-31T17:59:00Z'))?.day).toBe(30);
  });

  it('finds nothing before or after the month', () => {
    expect(ramadanDayOn(dhaka, new Date('2025-03-01T17:59:00Z'))).toBeUndefined();
    expect(ramadanDayOn(dhaka, new Date('2025-03-31T18:00:00Z'))).toBeUndefined();
    expect(ramadanDayOn(dhaka, new Date('2026-03-05T06:00:00Z'))).toBeUndefined();
  });
});

describe('isDistrictId', () => {
  it('accepts the 64 ids and nothing else', () => {
    expect(districts.every((d) => isDistrictId(d.id))).toBe(true);
    expect(isDistrictId('Dhaka')).toBe(false);
    expect(isDistrictId('')).toBe(false);
    expect(isDistrictId(null)).toBe(false);
    expect(isDistrictId('toString')).toBe(false);
  });
});

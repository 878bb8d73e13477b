import { afterEach, describe, expect, it } from 'vitest';
import { districts, isDistrictId, ramadanDayOn, ramadanTimetable } from '../index';

const dhaka = ramadanTimetable('dhaka', 2025);
const rowOn = (date: string, rows = dhaka) => rows.find((row) => row.date === date);
const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

describe('Ramadan 1446 in Dhaka against the Islamic Foundation timetable', () => {
  it('2 March 2025 (1 Ramadan): Sehri 05:04, Iftar 18:02, as published', () => {
    expect(rowOn('2025-03-02')).toEqual({ day: 1, date: '2025-03-02', sehri: '05:04', iftar: '18:02' });
  });

  it('3 March 2025 (2 Ramadan): Sehri 05:03, Iftar 18:03, as published', () => {
    expect(rowOn('2025-03-03')).toMatchObject({ day: 2, sehri: '05:03', iftar: '18:03' });
  });

  it('7 March 2025 (6 Ramadan): Iftar 18:05, as published', () => {
    expect(rowOn('2025-03-07')?.iftar).toBe('18:05');
  });

  it('8 March 2025 (7 Ramadan): Sehri 04:59, Iftar 18:05 (the Foundation prints Sehri 4:58)', () => {
    expect(rowOn('2025-03-08')).toMatchObject({ day: 7, sehri: '04:59', iftar: '18:05' });
  });

  it('31 March 2025 (30 Ramadan): Sehri 04:35, Iftar 18:14 (the Foundation prints 4:34 and 6:15)', () => {
    expect(rowOn('2025-03-31')).toMatchObject({ day: 30, sehri: '04:35', iftar: '18:14' });
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

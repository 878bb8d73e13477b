import { CalculationMethod, Coordinates, PrayerTimes, Rounding } from 'adhan';
import { toDhakaParts } from '../format/dhaka-time';
import { type District, type DistrictId, districtById } from '../reference/districts';
import { type RamadanYear, ramadanMonths } from './ramadan-months';

/** One fasting day; times are `HH:mm` (24-hour) in Asia/Dhaka, `date` is the Dhaka calendar day. */
export type RamadanDay = { day: number; date: string; sehri: string; iftar: string };

const MINUTE_MS = 60_000;

// Calibration (see README.md beside this file). The Islamic Foundation Bangladesh computes with the
// Karachi angles (dawn at 18° below the horizon) and the ordinary sunset. Its published Dhaka figures
// for 2 and 3 March 2025 (Sehri 5:04 / 5:03, Iftar 6:02 / 6:03) are adhan's 18° dawn rounded down
// and adhan's sunset rounded up to the minute, which is the cautious direction for both:
//   2 March: dawn 05:04:27 → Sehri 05:04; sunset 18:01:46 → Iftar 18:02.
// DESIGN.md §12 (quoting the Foundation) says Sehri ends 3 minutes before true dawn and Iftar is 3
// minutes after sunset, but on adhan's astronomy that would print 05:01 and 18:05, three minutes off
// the published figure; matching it would take an invented dawn angle (~17.4°) and an invented sunset,
// so no extra margin is added here. Later in the month the Foundation's table drifts by a minute from
// any single setting (8 March Sehri 4:58 against 4:59 here; 31 March 4:34 / 6:15 against 4:35 / 6:14).
function calculationParameters() {
  const params = CalculationMethod.Karachi();
  params.rounding = Rounding.None;
  return params;
}

function dhakaTime(instant: Date): string {
  const { hour, minute } = toDhakaParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const floorToMinute = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE_MS) * MINUTE_MS);
const ceilToMinute = (d: Date) => new Date(Math.ceil(d.getTime() / MINUTE_MS) * MINUTE_MS);

/** The 30 (or 29) days of Ramadan in `year` for a district's headquarters town. */
export function ramadanTimetable(district: District | DistrictId, year: RamadanYear): RamadanDay[] {
  const place = typeof district === 'string' ? districtById(district) : district;
  const month = ramadanMonths[year];
  const coordinates = new Coordinates(place.lat, place.lng);
  const params = calculationParameters();
  const [y, m, d] = month.firstDay.split('-').map(Number) as [number, number, number];
  return Array.from({ length: month.days }, (_, index) => {
    // adhan reads the calendar day from the Date's local fields, whatever the runtime's time zone.
    const times = new PrayerTimes(coordinates, new Date(y, m - 1, d + index), params);
    return {
      day: index + 1,
      date: new Date(Date.UTC(y, m - 1, d + index)).toISOString().slice(0, 10),
      sehri: dhakaTime(floorToMinute(times.fajr)),
      iftar: dhakaTime(ceilToMinute(times.sunset)),
    };
  });
}

/** The row for the Dhaka calendar day of `now`, or undefined outside the month. */
export function ramadanDayOn(timetable: readonly RamadanDay[], now: Date): RamadanDay | undefined {
  const { year, month, day } = toDhakaParts(now);
  const today = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return timetable.find((row) => row.date === today);
}

import { CalculationMethod, Coordinates, PrayerTimes, Rounding } from 'adhan';
import { dhakaIsoDay, toDhakaParts } from '../format/dhaka-time';
import { type District, type DistrictId, districtById } from '../reference/districts';
import { type RamadanYear, ramadanMonths } from './ramadan-months';

/** One fasting day; times are `HH:mm` (24-hour) in Asia/Dhaka, `date` is the Dhaka calendar day. */
export type RamadanDay = { day: number; date: string; sehri: string; iftar: string };

const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

// Calibration (README.md beside this file has the day-by-day comparison and the sources). The Islamic
// Foundation Bangladesh computes with the Karachi angles: dawn (subh sadiq) when the sun is 18° below
// the horizon, Iftar from the ordinary sunset. Its published Dhaka figures for Ramadan 1446 follow these
// within a minute and a half, but no single dawn angle, sunset altitude, reference point or rounding
// reproduces them: its Sehri falls a minute every day while dawn moves 51 to 64 s, so it runs further
// ahead of the dawn as the month goes on, and its Iftar sits a few seconds after sunset. The month
// carries the lead and lag measured against every published day (`ramadanMonths`), and both round the
// cautious way, Sehri down and Iftar up: every published Sehri is met to the minute, every published
// Iftar but 16 March's, where ours is a minute later, never earlier. The Foundation's note speaks of
// 3-minute margins either side; its 1446 figures carry none, and the figures are what is matched.
function calculationParameters() {
  const params = CalculationMethod.Karachi();
  params.rounding = Rounding.None;
  return params;
}

function dhakaTime(instant: Date): string {
  const { hour, minute } = toDhakaParts(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const floorToMinute = (ms: number) => new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS);
const ceilToMinute = (ms: number) => new Date(Math.ceil(ms / MINUTE_MS) * MINUTE_MS);

/** The 30 (or 29) days of Ramadan in `year` for a district's headquarters town. */
export function ramadanTimetable(district: District | DistrictId, year: RamadanYear): RamadanDay[] {
  const place = typeof district === 'string' ? districtById(district) : district;
  const month = ramadanMonths[year];
  const { sehriLeadSeconds, sehriLeadGrowth, iftarLagSeconds } = month.foundation;
  const coordinates = new Coordinates(place.lat, place.lng);
  const params = calculationParameters();
  const [y, m, d] = month.firstDay.split('-').map(Number) as [number, number, number];
  return Array.from({ length: month.days }, (_, index) => {
    // adhan reads the calendar day from the Date's local fields, whatever the runtime's time zone.
    const times = new PrayerTimes(coordinates, new Date(y, m - 1, d + index), params);
    const sehriLead = (sehriLeadSeconds + sehriLeadGrowth * index) * SECOND_MS;
    return {
      day: index + 1,
      date: new Date(Date.UTC(y, m - 1, d + index)).toISOString().slice(0, 10),
      sehri: dhakaTime(floorToMinute(times.fajr.getTime() - sehriLead)),
      iftar: dhakaTime(ceilToMinute(times.sunset.getTime() + iftarLagSeconds * SECOND_MS)),
    };
  });
}

/** The row for the Dhaka calendar day of `now`, or undefined outside the month. */
export function ramadanDayOn(timetable: readonly RamadanDay[], now: Date): RamadanDay | undefined {
  const today = dhakaIsoDay(now);
  return timetable.find((row) => row.date === today);
}

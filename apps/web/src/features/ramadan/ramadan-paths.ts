import { type DistrictId, isDistrictId, type RamadanYear } from '@pothik/domain';

export const ramadanCalendarPath = '/ramadan-calendar-2025';
export const ramadanCalendarYear: RamadanYear = 2025;

/** The `?district=` a link or a reload carries, when it names one of the 64 districts. */
export function districtOf(searchParams: Record<string, string | string[] | undefined>): DistrictId | null {
  const value = searchParams.district;
  return isDistrictId(value) ? value : null;
}

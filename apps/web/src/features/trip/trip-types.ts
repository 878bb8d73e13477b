import { type TripTab, type TripType, tripTypesByTab } from '@pothik/domain';

// DESIGN.md §6: the car rental tab offers one_way, round_way and hourly; the airport tab from_airport and
// from_home (to the airport). The lists live in packages/domain; this file adds where each tab books.
export type { TripType };
export type TripCategory = TripTab;
export const tripTypesOf = tripTypesByTab;

export const tripRequestPaths = {
  car_rental: '/trip/trip-request',
  airport_rental: '/trip/airport-rental-trip-request',
} as const satisfies Record<TripCategory, string>;

export function isTripTypeOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

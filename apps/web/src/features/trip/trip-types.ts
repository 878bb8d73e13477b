// DESIGN.md §6: the car rental tab offers one_way, round_way and hourly; the airport tab from_airport and
// from_home (to the airport).
export const carRentalTripTypes = ['one_way', 'round_way', 'hourly'] as const;
export const airportTripTypes = ['from_airport', 'from_home'] as const;

export type CarRentalTripType = (typeof carRentalTripTypes)[number];
export type AirportTripType = (typeof airportTripTypes)[number];
export type TripType = CarRentalTripType | AirportTripType;

export const tripRequestPaths = {
  car_rental: '/trip/trip-request',
  airport_rental: '/trip/airport-rental-trip-request',
} as const;

export type TripCategory = keyof typeof tripRequestPaths;

export function isTripTypeOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

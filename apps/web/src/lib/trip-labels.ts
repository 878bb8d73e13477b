import {
  type Airport,
  carTypes,
  findAirport,
  formatTaka,
  isAirportCode,
  type Lang,
  type TripStatus,
  type TripType,
  type TripView,
  tripStatusNames,
  tripTypeNames,
} from '@pothik/domain';

export const statusName = (status: TripStatus, lang: Lang) => tripStatusNames[status][lang];

export const tripTypeName = (type: TripType, lang: Lang) => tripTypeNames[type][lang];

export function carTypeName(key: string, lang: Lang): string {
  const car = carTypes.find((c) => c.key === key);
  if (!car) return key;
  return lang === 'bn' ? car.name_bn : car.name_en;
}

export function tripAirport(trip: Pick<TripView, 'airport_code'>): Airport | null {
  return trip.airport_code && isAirportCode(trip.airport_code) ? findAirport(trip.airport_code) : null;
}

export const airportName = (airport: Airport, lang: Lang) =>
  lang === 'bn' ? airport.name_bn : airport.name_en;

/**
 * The two ends of a trip in the reader's language. For airport trips the API stores the airport as the
 * pickup (from_airport) or the drop-off (from_home) with its English name; that end reads as the
 * airport's name in the active language instead.
 */
export function tripEnds(
  trip: Pick<TripView, 'trip_type' | 'airport_code' | 'pickup' | 'dropoff'>,
  lang: Lang,
): { from: string; to: string | null } {
  const airport = tripAirport(trip);
  const from =
    trip.trip_type === 'from_airport' && airport ? airportName(airport, lang) : trip.pickup.address;
  const to =
    trip.trip_type === 'from_home' && airport ? airportName(airport, lang) : (trip.dropoff?.address ?? null);
  return { from, to };
}

export const estimateRange = (trip: Pick<TripView, 'estimate_min' | 'estimate_max'>, lang: Lang) =>
  `${formatTaka(trip.estimate_min, lang)}–${formatTaka(trip.estimate_max, lang)}`;

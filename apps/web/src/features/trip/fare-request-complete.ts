import {
  airportCodes,
  airportTripTypes,
  bangladeshBounds,
  HOURLY_MAX_HOURS,
  HOURLY_MIN_HOURS,
} from '@pothik/domain';

// fareEstimateRequestSchema's rules written out, so the request page can tell whether its entries price
// a trip without the schema library in its first load; a test holds the two to the same answers.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const within = (value: unknown, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

const isPoint = (value: unknown) =>
  isObject(value) && within(value.lat, bangladeshBounds.lat) && within(value.lng, bangladeshBounds.lng);

const isOneOf = (list: readonly string[], value: unknown) =>
  typeof value === 'string' && list.includes(value);

/** Whether a fare estimate body (as sent) passes fareEstimateRequestSchema. */
export function isFareRequestComplete(body: unknown): boolean {
  if (!isObject(body)) return false;
  const { trip_type } = body;
  if (trip_type === 'one_way' || trip_type === 'round_way')
    return isPoint(body.pickup) && isPoint(body.dropoff);
  if (trip_type === 'hourly') {
    const { hours } = body;
    return Number.isInteger(hours) && within(hours, { min: HOURLY_MIN_HOURS, max: HOURLY_MAX_HOURS });
  }
  if (isOneOf(airportTripTypes, trip_type)) {
    return isOneOf(airportCodes, body.airport_code) && isPoint(body.location);
  }
  return false;
}

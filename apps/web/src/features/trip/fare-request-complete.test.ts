import { fareEstimateRequestSchema } from '@pothik/domain';
import { describe, expect, it } from 'vitest';
import { isFareRequestComplete } from './fare-request-complete';

const dhaka = { lat: 23.78, lng: 90.41 };
const sylhet = { lat: 24.9, lng: 91.87 };

// Bodies as the request page builds them, and ones it never would, each judged by the schema too.
const bodies: unknown[] = [
  null,
  'one_way',
  [],
  {},
  { trip_type: 'one_way', pickup: dhaka, dropoff: sylhet },
  { trip_type: 'round_way', pickup: dhaka, dropoff: sylhet, hours: 3 },
  { trip_type: 'one_way', pickup: dhaka },
  { trip_type: 'one_way', dropoff: sylhet },
  { trip_type: 'one_way', pickup: dhaka, dropoff: { lat: 40.7, lng: -74 } },
  { trip_type: 'one_way', pickup: { lat: 20.5, lng: 92.7 }, dropoff: { lat: 26.7, lng: 88 } },
  { trip_type: 'one_way', pickup: { lat: 20.49, lng: 90 }, dropoff: sylhet },
  { trip_type: 'one_way', pickup: { lat: '23.7', lng: 90.4 }, dropoff: sylhet },
  { trip_type: 'one_way', pickup: { lat: 23.7 }, dropoff: sylhet },
  { trip_type: 'one_way', pickup: [23.7, 90.4], dropoff: sylhet },
  { trip_type: 'one_way', pickup: null, dropoff: sylhet },
  { trip_type: 'hourly', hours: 4 },
  { trip_type: 'hourly', hours: 1 },
  { trip_type: 'hourly', hours: 12 },
  { trip_type: 'hourly', hours: 0 },
  { trip_type: 'hourly', hours: 13 },
  { trip_type: 'hourly', hours: 4.5 },
  { trip_type: 'hourly', hours: null },
  { trip_type: 'hourly', hours: '4' },
  { trip_type: 'hourly' },
  { trip_type: 'from_airport', airport_code: 'DAC', location: dhaka },
  { trip_type: 'from_home', airport_code: 'ZYL', location: sylhet },
  { trip_type: 'from_home', airport_code: 'XYZ', location: sylhet },
  { trip_type: 'from_home', airport_code: 'dac', location: dhaka },
  { trip_type: 'from_airport', location: dhaka },
  { trip_type: 'from_airport', airport_code: 'DAC' },
  { trip_type: 'from_airport', airport_code: 'DAC', location: { lat: 0, lng: 0 } },
  { trip_type: 'airport', airport_code: 'DAC', location: dhaka },
  { trip_type: 'ONE_WAY', pickup: dhaka, dropoff: sylhet },
  { pickup: dhaka, dropoff: sylhet },
];

describe('isFareRequestComplete', () => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))('agrees with the schema on %s', (_, body) => {
    expect(isFareRequestComplete(body)).toBe(fareEstimateRequestSchema.safeParse(body).success);
  });

  it('takes complete bodies of every kind', () => {
    expect(bodies.filter(isFareRequestComplete)).toHaveLength(8);
  });
});

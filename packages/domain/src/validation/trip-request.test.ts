import { describe, expect, it, vi } from 'vitest';
import { makeAirportRequestSchema } from './airport-request';
import { toFieldErrors } from './field-errors';
import { makeTripRequestSchema, tripRequestSchema } from './trip-request';

const now = new Date('2025-03-15T06:00:00Z');
const schema = makeTripRequestSchema({ now: () => now });
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

const gulshan = { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 };
const sylhet = { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 };
const oneWay = {
  trip_type: 'one_way',
  car_type: 'sedan',
  pickup: gulshan,
  dropoff: sylhet,
  pickup_at: '2025-03-16T02:00:00Z',
};

describe('trip request (POST /user/trips)', () => {
  it('accepts a one-way trip with a bid and a note', () => {
    const body = { ...oneWay, bid_amount: 5200, note: 'Two suitcases' };
    expect(schema.parse(body)).toEqual(body);
  });

  it('accepts a round trip that returns after pickup', () => {
    expect(errorsOf({ ...oneWay, trip_type: 'round_way', return_at: '2025-03-17T12:00:00Z' })).toEqual({});
  });

  it('accepts an hourly trip without a drop-off', () => {
    const { dropoff: _, ...hourly } = { ...oneWay, trip_type: 'hourly', hours: 6 };
    expect(errorsOf(hourly)).toEqual({});
  });

  it.each([
    [
      'a pickup in the past',
      { pickup_at: '2025-03-15T05:59:59Z' },
      { pickup_at: ['Pickup time must be in the future.'] },
    ],
    [
      'a pickup right now',
      { pickup_at: '2025-03-15T06:00:00Z' },
      { pickup_at: ['Pickup time must be in the future.'] },
    ],
    [
      'a pickup that is not a date',
      { pickup_at: 'tomorrow' },
      { pickup_at: ['Please choose a valid pickup time.'] },
    ],
    [
      'no drop-off on a one-way trip',
      { dropoff: undefined },
      { dropoff: ['Drop-off location is required.'] },
    ],
    ['an unknown car type', { car_type: 'rickshaw' }, { car_type: ['Please choose a car type.'] }],
    ['an airport trip type', { trip_type: 'from_home' }, { trip_type: ['Please choose a trip type.'] }],
    ['a fractional bid', { bid_amount: 5200.5 }, { bid_amount: ['Please enter an amount in whole taka.'] }],
    ['a zero bid', { bid_amount: 0 }, { bid_amount: ['Please enter an amount in whole taka.'] }],
    [
      'an empty pickup address',
      { pickup: { ...gulshan, address: ' ' } },
      { 'pickup.address': ['Pickup location is required.'] },
    ],
    ['no pickup', { pickup: undefined }, { pickup: ['Pickup location is required.'] }],
    [
      'a latitude off the globe',
      { pickup: { ...gulshan, lat: 123 } },
      { 'pickup.lat': ['Please choose a place in Bangladesh.'] },
    ],
    [
      'a pickup in London',
      { pickup: { address: 'London', lat: 51.5072, lng: -0.1276 } },
      {
        'pickup.lat': ['Please choose a place in Bangladesh.'],
        'pickup.lng': ['Please choose a place in Bangladesh.'],
      },
    ],
    [
      'a drop-off in Patna',
      { dropoff: { address: 'Patna', lat: 25.5941, lng: 85.1376 } },
      { 'dropoff.lng': ['Please choose a place in Bangladesh.'] },
    ],
    [
      'a latitude that is not a number',
      { pickup: { ...gulshan, lat: '23.78' } },
      { 'pickup.lat': ['Please choose a location on the map.'] },
    ],
    [
      'a pickup more than 90 days ahead',
      { pickup_at: '2025-06-13T06:00:01Z' },
      { pickup_at: ['Pickup time can be at most 90 days ahead.'] },
    ],
  ])('refuses %s', (_, change, errors) => {
    expect(errorsOf({ ...oneWay, ...change })).toEqual(errors);
  });

  it('accepts a pickup exactly 90 days ahead', () => {
    expect(errorsOf({ ...oneWay, pickup_at: '2025-06-13T06:00:00Z' })).toEqual({});
  });

  it('accepts a round trip returning 30 days after pickup, and refuses one a second later', () => {
    const roundWay = { ...oneWay, trip_type: 'round_way' };
    expect(errorsOf({ ...roundWay, return_at: '2025-04-15T02:00:00Z' })).toEqual({});
    expect(errorsOf({ ...roundWay, return_at: '2025-04-15T02:00:01Z' })).toEqual({
      return_at: ['Return time must be within 30 days of pickup.'],
    });
  });

  it.each([
    [undefined, 'Return time is required for a round trip.'],
    ['2025-03-16T02:00:00Z', 'Return time must be after pickup time.'],
    ['2025-03-16T01:00:00Z', 'Return time must be after pickup time.'],
  ])('refuses a round trip returning at %s', (return_at, message) => {
    expect(errorsOf({ ...oneWay, trip_type: 'round_way', return_at })).toEqual({ return_at: [message] });
  });

  it.each([undefined, 0, 13, 2.5])('refuses an hourly trip of %s hours', (hours) => {
    expect(errorsOf({ ...oneWay, trip_type: 'hourly', hours })).toEqual({
      hours: ['Please choose between 1 and 12 hours.'],
    });
  });

  it.each([1, 12])('accepts an hourly trip of %i hours', (hours) => {
    expect(errorsOf({ ...oneWay, trip_type: 'hourly', hours })).toEqual({});
  });

  it('reports a missing drop-off together with the other problems of the form', () => {
    const errors = errorsOf({ ...oneWay, dropoff: undefined, pickup: undefined });
    expect(Object.keys(errors).sort()).toEqual(['dropoff', 'pickup']);
  });

  it('reports a missing return time and hours even when the pickup time has passed', () => {
    const past = '2025-03-14T02:00:00Z';
    expect(Object.keys(errorsOf({ ...oneWay, trip_type: 'round_way', pickup_at: past })).sort()).toEqual([
      'pickup_at',
      'return_at',
    ]);
    expect(Object.keys(errorsOf({ ...oneWay, trip_type: 'hourly', pickup_at: past })).sort()).toEqual([
      'hours',
      'pickup_at',
    ]);
  });

  it('leaves the cross-field rules out when the trip type itself is unknown', () => {
    expect(Object.keys(errorsOf({ ...oneWay, trip_type: 'teleport', dropoff: undefined }))).toEqual([
      'trip_type',
    ]);
  });

  it('reads the system clock by default', () => {
    // Date held at `now`: a pickup tomorrow by it is long past by the wall clock, so only a default that
    // reads the system's Date lets it through.
    vi.useFakeTimers({ toFake: ['Date'], now });
    try {
      expect(tripRequestSchema.safeParse({ ...oneWay, pickup_at: '2000-01-01T00:00:00Z' }).success).toBe(
        false,
      );
      const tomorrow = new Date(now.getTime() + 86_400_000).toISOString();
      expect(tripRequestSchema.safeParse({ ...oneWay, pickup_at: tomorrow }).success).toBe(true);
      expect(tripRequestSchema.safeParse({ ...oneWay, pickup_at: '2999-01-01T00:00:00Z' }).success).toBe(
        false,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('airport request (POST /user/airport-rental-request)', () => {
  const airportSchema = makeAirportRequestSchema({ now: () => now });
  const valid = {
    trip_type: 'from_airport',
    airport_code: 'DAC',
    flight_number: 'BG 147',
    location: gulshan,
    car_type: 'noah',
    pickup_at: '2025-03-15T13:00:00+06:00', // 07:00 UTC, an hour after now
  };
  const errors = (input: unknown) => {
    const result = airportSchema.safeParse(input);
    return result.success ? {} : toFieldErrors(result.error);
  };

  it('accepts a pickup from the airport, with or without a flight', () => {
    expect(airportSchema.parse(valid)).toEqual(valid);
    expect(errors({ ...valid, trip_type: 'from_home', flight_number: '' })).toEqual({});
    expect(errors({ ...valid, flight_number: undefined, bid_amount: 1500 })).toEqual({});
  });

  it.each([
    [{ airport_code: 'LHR' }, { airport_code: ['Please choose an airport.'] }],
    [{ trip_type: 'one_way' }, { trip_type: ['Please choose a trip type.'] }],
    [{ flight_number: 'not a flight' }, { flight_number: ['Please enter a valid flight number.'] }],
    [{ location: undefined }, { location: ['Location is required.'] }],
    [{ pickup_at: '2025-03-15T11:59:00+06:00' }, { pickup_at: ['Pickup time must be in the future.'] }],
    [
      { pickup_at: '2025-06-14T12:00:00+06:00' },
      { pickup_at: ['Pickup time can be at most 90 days ahead.'] },
    ],
    [
      { location: { address: 'Yangon', lat: 16.8409, lng: 96.1735 } },
      {
        'location.lat': ['Please choose a place in Bangladesh.'],
        'location.lng': ['Please choose a place in Bangladesh.'],
      },
    ],
  ])('%o → %o', (change, expected) => {
    expect(errors({ ...valid, ...change })).toEqual(expected);
  });
});

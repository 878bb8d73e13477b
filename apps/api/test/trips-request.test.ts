import { airports } from '@pothik/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carTypes, trips } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { createDriver, type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { airportBody, oneWayBody, places, readEvents, tripTestEnv } from './helpers/trips';

const start = '2026-03-10T04:00:00.000Z';
const clock = createTestClock(start);
let app: FastifyInstance;
let passenger: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set(start);
});

const now = () => clock.now();
const hoursFromNow = (h: number) => new Date(now().getTime() + h * 3_600_000).toISOString();

function post(url: string, payload: object, headers: Record<string, string> = passenger.headers) {
  return app.inject({ method: 'POST', url: `/api/v3/user${url}`, headers, payload });
}
const requestTrip = (payload: object) => post('/trips', payload);
const requestAirportTrip = (payload: object) => post('/airport-rental-request', payload);

async function fareEstimate(payload: object, carType: string) {
  const res = await app.inject({ method: 'POST', url: '/api/v3/fare-estimate', payload });
  return res.json().data.estimates.find((e: { car_type: string }) => e.car_type === carType);
}

describe('POST /api/v3/user/trips', () => {
  it('saves a one-way trip as requested, priced like "Get Fare" for its car type', async () => {
    const body = oneWayBody(now(), { bid_amount: 6500, note: 'Two suitcases' });
    const res = await requestTrip(body);
    expect(res.statusCode).toBe(201);
    const { message, code, data } = res.json();
    expect(message).toBe('Trip requested successfully.');
    expect(code).toBe('tripRequested');
    const sedan = await fareEstimate(
      { trip_type: 'one_way', pickup: places.gulshan, dropoff: places.sylhet },
      'sedan',
    );
    expect(data.estimate).toEqual({ min: sedan.min, max: sedan.max });
    expect(data.HighDemand).toEqual({ status: 0, message_en: '', message_bn: '' });
    expect(data.trip).toMatchObject({
      kind: 'car_rental',
      trip_type: 'one_way',
      car_type: 'sedan',
      status: 'requested',
      pickup: places.gulshan,
      dropoff: places.sylhet,
      pickup_at: body.pickup_at,
      return_at: null,
      hours: null,
      bid_amount: 6500,
      note: 'Two suitcases',
      estimate_fare: sedan.fare,
      estimate_min: sedan.min,
      estimate_max: sedan.max,
      road_km: sedan.road_km,
      created_at: start,
    });
    const [row] = await app.database.db.select().from(trips).where(eq(trips.id, data.trip.id));
    expect(row).toMatchObject({ passengerId: passenger.user.id, status: 'requested' });
    const events = await readEvents(app.database.db, data.trip.id);
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'requested', actor: 'passenger' }]);
  });

  it('saves a round trip with its return time, at 1.7 times the one-way price', async () => {
    const res = await requestTrip(oneWayBody(now(), { trip_type: 'round_way', return_at: hoursFromNow(48) }));
    expect(res.statusCode).toBe(201);
    const { trip } = res.json().data;
    expect(trip).toMatchObject({ trip_type: 'round_way', return_at: hoursFromNow(48) });
    const oneWay = await fareEstimate(
      { trip_type: 'one_way', pickup: places.gulshan, dropoff: places.sylhet },
      'sedan',
    );
    expect(Math.abs(trip.estimate_fare - oneWay.fare * 1.7)).toBeLessThanOrEqual(1);
  });

  it('saves an hourly trip without a drop-off, and ignores fields it does not use', async () => {
    const res = await requestTrip(
      oneWayBody(now(), {
        trip_type: 'hourly',
        hours: 4,
        return_at: hoursFromNow(30),
        dropoff: places.sylhet,
      }),
    );
    expect(res.statusCode).toBe(201);
    const { trip, estimate } = res.json().data;
    // Sedan: 400 taka an hour × 4, ±10 % rounded to 50 (DESIGN.md §6).
    expect(trip).toMatchObject({
      hours: 4,
      dropoff: null,
      return_at: null,
      estimate_fare: 1600,
      road_km: null,
    });
    expect(estimate).toEqual({ min: 1450, max: 1750 });
  });

  it('prices with the pricing model an admin stored', async () => {
    await app.database.db.execute(
      sql`update settings set value = jsonb_set(value, '{rates,noah,per_hour}', '1000') where key = 'pricing'`,
    );
    const res = await requestTrip(oneWayBody(now(), { trip_type: 'hourly', hours: 2, car_type: 'noah' }));
    expect(res.json().data.trip.estimate_fare).toBe(2000);
  });

  it('judges "in the future" by the app clock, not the machine clock', async () => {
    // The test clock stands months before the real date, so this pickup is already past in real time.
    expect((await requestTrip(oneWayBody(now(), { pickup_at: hoursFromNow(1) }))).statusCode).toBe(201);
    const past = await requestTrip(oneWayBody(now(), { pickup_at: hoursFromNow(-1 / 60) }));
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      message: 'Validation Error!',
      errors: { pickup_at: ['Pickup time must be in the future.'] },
    });
  });

  it.each([
    [
      'no drop-off on a one-way trip',
      { dropoff: undefined },
      { dropoff: ['Drop-off location is required.'] },
    ],
    [
      'a round trip returning before pickup',
      { trip_type: 'round_way', return_at: '2026-03-10T05:00:00.000Z' },
      { return_at: ['Return time must be after pickup time.'] },
    ],
    [
      'a round trip without a return time',
      { trip_type: 'round_way' },
      { return_at: ['Return time is required for a round trip.'] },
    ],
    [
      'an hourly trip of 13 hours',
      { trip_type: 'hourly', hours: 13 },
      { hours: ['Please choose between 1 and 12 hours.'] },
    ],
    ['an unknown car type', { car_type: 'rickshaw' }, { car_type: ['Please choose a car type.'] }],
    ['an airport trip type', { trip_type: 'from_home' }, { trip_type: ['Please choose a trip type.'] }],
    ['a fractional offer', { bid_amount: 10.5 }, { bid_amount: ['Please enter an amount in whole taka.'] }],
    [
      'a pickup without an address',
      { pickup: { ...places.gulshan, address: '' } },
      { 'pickup.address': ['Pickup location is required.'] },
    ],
    [
      'a pickup outside Bangladesh',
      { pickup: { address: 'London', lat: 51.5072, lng: -0.1276 } },
      {
        'pickup.lat': ['Please choose a place in Bangladesh.'],
        'pickup.lng': ['Please choose a place in Bangladesh.'],
      },
    ],
    [
      'a pickup more than 90 days ahead',
      { pickup_at: '2026-06-08T04:00:01.000Z' },
      { pickup_at: ['Pickup time can be at most 90 days ahead.'] },
    ],
  ])('refuses %s with 422 and the field message', async (_, change, errors) => {
    const before = await app.database.db.$count(trips);
    const res = await requestTrip(oneWayBody(now(), change));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Validation Error!', code: 'validationError', errors });
    expect(await app.database.db.$count(trips)).toBe(before);
  });

  it('refuses a car type an admin has taken out of service', async () => {
    await app.database.db.update(carTypes).set({ isActive: false }).where(eq(carTypes.key, 'hiace'));
    try {
      const res = await requestTrip(oneWayBody(now(), { car_type: 'hiace' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ car_type: ['Please choose a car type.'] });
    } finally {
      await app.database.db.update(carTypes).set({ isActive: true }).where(eq(carTypes.key, 'hiace'));
    }
  });

  it('needs a passenger login: 401 without or with a bad token (before the body is judged), 403 for a driver', async () => {
    expect((await post('/trips', oneWayBody(now()), {})).statusCode).toBe(401);
    const noBody = await post('/trips', {}, {});
    expect(noBody.statusCode).toBe(401);
    expect(noBody.json()).toMatchObject({ message: 'Please log in again.' });
    expect((await post('/trips', oneWayBody(now()), { authorization: 'Bearer nope' })).statusCode).toBe(401);
    const driver = await createDriver(app);
    const driverLogin = await loginAs(app, { mobile: driver.mobile, role: 'driver' });
    expect((await post('/trips', oneWayBody(now()), driverLogin.headers)).statusCode).toBe(403);
  });
});

describe('POST /api/v3/user/airport-rental-request', () => {
  const dhaka = airports.find((a) => a.code === 'DAC')!;
  const dhakaAirport = { address: dhaka.name_en, lat: dhaka.lat, lng: dhaka.lng };

  it('from the airport: picks up at the airport and drops off at the location', async () => {
    const body = airportBody(now(), { flight_number: 'bg 147', bid_amount: 1800 });
    const res = await requestAirportTrip(body);
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe('Trip requested successfully.');
    const noah = await fareEstimate(
      { trip_type: 'from_airport', airport_code: 'DAC', location: places.dhanmondi },
      'noah',
    );
    expect(data.estimate).toEqual({ min: noah.min, max: noah.max });
    expect(data.trip).toMatchObject({
      kind: 'airport_rental',
      trip_type: 'from_airport',
      car_type: 'noah',
      airport_code: 'DAC',
      flight_number: 'BG 147',
      pickup: dhakaAirport,
      dropoff: places.dhanmondi,
      pickup_at: body.pickup_at,
      bid_amount: 1800,
      status: 'requested',
    });
  });

  it('from home: picks up at the location and drops off at the airport', async () => {
    const res = await requestAirportTrip(airportBody(now(), { trip_type: 'from_home', flight_number: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.trip).toMatchObject({
      trip_type: 'from_home',
      pickup: places.dhanmondi,
      dropoff: dhakaAirport,
      flight_number: null,
    });
  });

  it.each([
    ['an unknown airport', { airport_code: 'LHR' }, { airport_code: ['Please choose an airport.'] }],
    ['a car-rental trip type', { trip_type: 'one_way' }, { trip_type: ['Please choose a trip type.'] }],
    ['no location', { location: undefined }, { location: ['Location is required.'] }],
    [
      'a bad flight number',
      { flight_number: 'not a flight' },
      { flight_number: ['Please enter a valid flight number.'] },
    ],
    ['an unknown car type', { car_type: 'tuktuk' }, { car_type: ['Please choose a car type.'] }],
    [
      'a pickup in the past',
      { pickup_at: '2026-03-10T03:59:00.000Z' },
      { pickup_at: ['Pickup time must be in the future.'] },
    ],
    [
      'a home end in Yangon',
      { location: { address: 'Yangon', lat: 16.8409, lng: 96.1735 } },
      {
        'location.lat': ['Please choose a place in Bangladesh.'],
        'location.lng': ['Please choose a place in Bangladesh.'],
      },
    ],
  ])('refuses %s with 422', async (_, change, errors) => {
    const res = await requestAirportTrip(airportBody(now(), change));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('needs a login', async () => {
    expect((await post('/airport-rental-request', airportBody(now()), {})).statusCode).toBe(401);
  });
});

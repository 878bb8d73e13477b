import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/changes/changes';
import { backfillTripDistricts } from '../src/modules/booking/fare-guidance/backfill-districts';
import { getPricingSettings, savePricingSettings } from '../src/modules/settings/service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postAccept, postBid, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTrip, oneWayBody, places, readTrip, tripTestEnv } from './helpers/trips';

// A route's typical accepted fare (median and interquartile range of the last 90 days) once
// it has enough trips, the pricing model's estimate before that.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
const DAY = 86_400_000;

let app: FastifyInstance;
let passenger: LoggedIn;
let driver: TestDriver;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  driver = await createDriverProfile(app);
});
afterAll(async () => {
  await app.close();
});

const route = (overrides: Record<string, string | number> = {}) =>
  new URLSearchParams(
    Object.fromEntries(
      Object.entries({
        trip_type: 'one_way',
        car_type: 'sedan',
        pickup_lat: places.gulshan.lat,
        pickup_lng: places.gulshan.lng,
        dropoff_lat: places.sylhet.lat,
        dropoff_lng: places.sylhet.lng,
        ...overrides,
      }).map(([k, v]) => [k, String(v)]),
    ),
  ).toString();

const guidance = (query: string) => app.inject({ url: `/api/v3/fare-guidance?${query}` });

/** A trip on Dhaka → Sylhet (sedan, one way) booked `daysAgo` at `fare`, as an accept leaves it. */
const booked = (fare: number, daysAgo: number, overrides: Partial<Parameters<typeof createTrip>[1]> = {}) => {
  const confirmedAt = new Date(clock.now().getTime() - daysAgo * DAY);
  return createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'completed',
    driverId: driver.driver.id,
    fare,
    confirmedAt,
    now: new Date(confirmedAt.getTime() - 3_600_000),
    ...overrides,
  });
};

async function estimateFor(body: object, carType = 'sedan') {
  const res = await app.inject({ method: 'POST', url: '/api/v3/fare-estimate', payload: body });
  const estimate = res.json().data.estimates.find((e: { car_type: string }) => e.car_type === carType);
  return { low: estimate.min, high: estimate.max };
}

const dhaka = { id: 'dhaka', name_en: 'Dhaka', name_bn: 'ঢাকা' };
const sylhet = { id: 'sylhet', name_en: 'Sylhet', name_bn: 'সিলেট' };

describe('GET /api/v3/fare-guidance', () => {
  it('answers with the pricing model’s range while a route has fewer than 5 accepted trips', async () => {
    for (const [fare, daysAgo] of [
      [6000, 1],
      [6500, 10],
      [7000, 30],
      [7200, 60],
    ] as const) {
      await booked(fare, daysAgo);
    }
    const res = await guidance(route());
    expect(res.statusCode).toBe(200);
    const estimate = await estimateFor({
      trip_type: 'one_way',
      pickup: places.gulshan,
      dropoff: places.sylhet,
    });
    expect(res.json().data).toEqual({
      source: 'estimate',
      ...estimate,
      median: null,
      sample_size: 4,
      pickup_district: dhaka,
      dropoff_district: sylhet,
    });
  });

  it('gives the quartiles and median of the accepted fares once there are enough, and only those', async () => {
    // Counted with the four above: 6000, 6500, 7000, 7200, 8000, 9000.
    await booked(8000, 85, { status: 'confirmed' });
    await booked(9000, 2, { status: 'started' });
    // Not counted: too old, cancelled after booking, another car type, another trip type, not booked.
    await booked(20_000, 91);
    await booked(100, 3, { status: 'cancelled' });
    await booked(50_000, 3, { carType: 'hiace' });
    await booked(12_000, 3, { tripType: 'round_way' });
    await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });

    // The route's figures were kept for a minute.
    expect((await guidance(route())).json().data.sample_size).toBe(4);
    clock.advance({ seconds: 61 });
    const res = await guidance(route());
    // percentile_cont interpolates: q1 at 1.25 → 6500 + 0.25 × 500, median at 2.5, q3 at 3.75.
    expect(res.json().data).toEqual({
      source: 'bids',
      low: 6625,
      high: 7800,
      median: 7100,
      sample_size: 6,
      pickup_district: dhaka,
      dropoff_district: sylhet,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('stores the districts at request time, and an accept shows in the guidance at once', async () => {
    const before = (await guidance(route({ car_type: 'sedan_premium' }))).json().data;
    expect(before).toMatchObject({ source: 'estimate', sample_size: 0 });
    for (const fare of [9500, 10_000, 10_500, 11_000]) {
      await booked(fare, 5, { carType: 'sedan_premium' });
    }
    // Still the cached figures…
    expect((await guidance(route({ car_type: 'sedan_premium' }))).json().data.sample_size).toBe(0);

    const premium = await createDriverProfile(app, { carType: 'sedan_premium' });
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: passenger.headers,
      payload: oneWayBody(clock.now(), { car_type: 'sedan_premium' }),
    });
    expect(requested.statusCode).toBe(201);
    const tripId: number = requested.json().data.trip.id;
    expect(await readTrip(app.database.db, tripId)).toMatchObject({
      pickupDistrict: 'dhaka',
      dropoffDistrict: 'sylhet',
    });
    const bid = await postBid(app, await loginDriver(app, premium), { trip_id: tripId, driver_fare: 12_000 });
    expect(bid.statusCode).toBe(201);
    const accepted = await postAccept(app, passenger, { trip_id: tripId, bid_id: bid.json().data.bid.id });
    expect(accepted.statusCode).toBe(200);

    // …but an accept drops them: 9500, 10000, 10500, 11000, 12000.
    expect((await guidance(route({ car_type: 'sedan_premium' }))).json().data).toMatchObject({
      source: 'bids',
      low: 10_000,
      median: 10_500,
      high: 11_000,
      sample_size: 5,
    });
  });

  it('prices hourly trips by the hour from the model, with no drop-off', async () => {
    const res = await guidance(
      route({ trip_type: 'hourly', hours: 4 }).replace(/&dropoff_lat=[^&]*&dropoff_lng=[^&]*/, ''),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      source: 'estimate',
      ...(await estimateFor({ trip_type: 'hourly', hours: 4 })),
      median: null,
      sample_size: 0,
      pickup_district: dhaka,
      dropoff_district: null,
    });
  });

  it('prices by the model staff saved last, from the next request on', async () => {
    const hourly = route({ trip_type: 'hourly', hours: 4 }).replace(
      /&dropoff_lat=[^&]*&dropoff_lng=[^&]*/,
      '',
    );
    const before = (await guidance(hourly)).json().data;
    const pricing = await getPricingSettings(app.database.db);
    const save = (value: typeof pricing) =>
      inTransaction(app.database.db, (tx) => savePricingSettings(tx, value, clock.now()));
    const perHour = pricing.rates.sedan.per_hour;
    await save({
      ...pricing,
      rates: { ...pricing.rates, sedan: { ...pricing.rates.sedan, per_hour: perHour * 2 } },
    });
    try {
      const after = (await guidance(hourly)).json().data;
      expect(after.low).toBeGreaterThan(before.low);
      expect(after.high).toBeGreaterThan(before.high);
    } finally {
      await save(pricing);
    }
    expect((await guidance(hourly)).json().data).toEqual(before);
  });

  it('fills in the districts of trips booked in the window before they were stored', async () => {
    const unmarked = { pickupDistrict: null, dropoffDistrict: null, carType: 'noah' };
    const recent = await booked(8000, 10, unmarked);
    const old = await booked(8000, 100, unmarked);
    const hourly = await booked(3000, 5, {
      ...unmarked,
      tripType: 'hourly',
      hours: 4,
      dropoffAddress: null,
      dropoffLat: null,
      dropoffLng: null,
    });
    expect(await backfillTripDistricts(app.database.db, clock.now())).toBe(2);
    expect(await readTrip(app.database.db, recent.id)).toMatchObject({
      pickupDistrict: 'dhaka',
      dropoffDistrict: 'sylhet',
    });
    expect(await readTrip(app.database.db, hourly.id)).toMatchObject({
      pickupDistrict: 'dhaka',
      dropoffDistrict: null,
    });
    expect(await readTrip(app.database.db, old.id)).toMatchObject({ pickupDistrict: null });
    expect(await backfillTripDistricts(app.database.db, clock.now())).toBe(0);
  });

  it('refuses a bad query with 422 and a message per field', async () => {
    const cases: [string, Record<string, string[]>][] = [
      [route({ trip_type: 'daily' }), { trip_type: ['Please choose a trip type.'] }],
      [route({ car_type: 'tuktuk' }), { car_type: ['Please choose a car type.'] }],
      [route({ pickup_lat: 40 }), { pickup_lat: ['Please choose a place in Bangladesh.'] }],
      [route({ pickup_lng: 'east' }), { pickup_lng: ['Please choose a location on the map.'] }],
      [
        'trip_type=one_way&car_type=sedan&pickup_lat=23.78&pickup_lng=90.41',
        { dropoff_lat: ['Location is required.'], dropoff_lng: ['Location is required.'] },
      ],
      [route({ trip_type: 'hourly' }), { hours: ['Please choose between 1 and 12 hours.'] }],
      [route({ trip_type: 'hourly', hours: 13 }), { hours: ['Please choose between 1 and 12 hours.'] }],
    ];
    for (const [query, errors] of cases) {
      const res = await guidance(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ message: 'Validation Error!', code: 'validationError', errors });
    }
  });
});

import { carTypeKeys, type TripStatus } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/db/schema/index';
import { demoDrivers, listDemoDriverIds, seedDemoDrivers } from '../src/db/seed/demo-drivers';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTrip, tripTestEnv } from './helpers/trips';

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;
const hoursFromNow = (h: number) => new Date(clock.now().getTime() + h * HOUR);

let app: FastifyInstance;
let passenger: LoggedIn;
let hiace: TestDriver;
let hiaceLogin: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  hiace = await createDriverProfile(app, { carType: 'hiace', name: 'Faruk Ahmed' });
  hiaceLogin = await loginDriver(app, hiace);
});
afterAll(async () => {
  await app.close();
});

const asDriver = (who: LoggedIn, url: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url: `/api/v3/driver${url}`, headers: who.headers });
const hiaceTrip = (status: TripStatus, pickupInHours: number, driverId: number | null = null) =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    carType: 'hiace',
    status,
    driverId,
    pickupAt: hoursFromNow(pickupInHours),
    now: clock.now(),
  });

describe('demo drivers', () => {
  it('are seeded once, across all six car types, with photos the API serves', async () => {
    const ids = await listDemoDriverIds(app.database.db);
    for (const type of carTypeKeys) expect(ids[type].length, type).toBeGreaterThanOrEqual(1);
    expect(Object.values(ids).flat()).toHaveLength(demoDrivers.length);
    expect(demoDrivers.length).toBeGreaterThanOrEqual(8);
    // Seeding again (every API start) changes nothing.
    expect(await seedDemoDrivers(app.database.db)).toEqual(ids);
    expect(await app.database.db.$count(drivers, eq(drivers.isDemo, true))).toBe(demoDrivers.length);

    const rows = await app.database.db.select().from(drivers).where(eq(drivers.isDemo, true));
    for (const row of rows) {
      // Each with the ratings the seed gave them.
      const seeded = demoDrivers.find((d) => d.plateNumber === row.plateNumber)!;
      expect([row.ratingSum, row.ratingCount], row.plateNumber).toEqual([
        seeded.ratingSum,
        seeded.ratingCount,
      ]);
      const photo = await app.inject(row.photo!);
      expect(photo.statusCode, row.photo!).toBe(200);
      expect(photo.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('log in with the driver OTP login and bid through the exported placeBid', async () => {
    const ids = await listDemoDriverIds(app.database.db);
    const demo = demoDrivers.find((d) => d.carType === 'hiace')!;
    const login = await loginAs(app, { mobile: demo.mobile, role: 'driver' });
    expect(login.user).toMatchObject({ role: 'driver', full_name: demo.name });
    const trip = await hiaceTrip('requested', 30);
    const placed = await placeBid(app, {
      driverId: ids.hiace[0]!,
      tripId: trip.id,
      driverFare: 9000,
      now: clock.now(),
    });
    expect(placed.bid).toMatchObject({ trip_id: trip.id, driver_fare: 9000, status: 'active' });
    const mine = (await asDriver(login, '/trips')).json().data.items;
    expect(mine.map((i: { bid: { id: number } }) => i.bid.id)).toEqual([placed.bid.id]);
  });
});

describe('GET /api/v3/driver/open-trips', () => {
  it('lists requested trips of the driver’s car type still ahead, soonest first, paged', async () => {
    const later = await hiaceTrip('requested', 50);
    const sooner = await hiaceTrip('requested', 40);
    const gone = await hiaceTrip('requested', -1);
    const confirmed = await hiaceTrip('confirmed', 45);
    const sedan = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      pickupAt: hoursFromNow(41),
      now: clock.now(),
    });
    const all = (await asDriver(hiaceLogin, '/open-trips?per_page=50')).json().data;
    const ids = all.items.map((t: { id: number }) => t.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    for (const hidden of [gone.id, confirmed.id, sedan.id]) expect(ids).not.toContain(hidden);
    expect(all.items.find((t: { id: number }) => t.id === sooner.id)).toMatchObject({
      car_type: 'hiace',
      my_bid: null,
      pickup: { address: 'Gulshan 1, Dhaka' },
    });
    const page = (await asDriver(hiaceLogin, '/open-trips?per_page=1&page=2')).json().data;
    expect(page).toMatchObject({ page: 2, per_page: 1, total: all.total });
    expect(page.items).toHaveLength(1);
    expect((await asDriver(hiaceLogin, '/open-trips?per_page=51')).statusCode).toBe(422);
  });

  it('lists the newest requests first with ?sort=newest, whatever their pickup', async () => {
    const older = await hiaceTrip('requested', 30);
    clock.advance({ seconds: 1 });
    const newer = await hiaceTrip('requested', 90);
    const newest = (await asDriver(hiaceLogin, '/open-trips?per_page=50&sort=newest')).json().data;
    const ids = newest.items.map((t: { id: number }) => t.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids[0]).toBe(newer.id);
    expect((await asDriver(hiaceLogin, '/open-trips?sort=oldest')).statusCode).toBe(422);
  });

  it('is for drivers only', async () => {
    expect((await app.inject({ url: '/api/v3/driver/open-trips' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/v3/driver/open-trips', headers: passenger.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/v3/driver/trips', () => {
  it('lists the driver’s bids newest first, filtered by status', async () => {
    const driver = await createDriverProfile(app, { carType: 'hiace' });
    const login = await loginDriver(app, driver);
    const first = await hiaceTrip('requested', 60);
    const second = await hiaceTrip('requested', 80);
    const a = await placeBid(app, {
      driverId: driver.driver.id,
      tripId: first.id,
      driverFare: 8000,
      now: clock.now(),
    });
    clock.advance({ seconds: 1 });
    const b = await placeBid(app, {
      driverId: driver.driver.id,
      tripId: second.id,
      driverFare: 8500,
      now: clock.now(),
    });
    const res = (await asDriver(login, '/trips')).json().data;
    expect(res).toMatchObject({ page: 1, per_page: 12, total: 2 });
    expect(res.items.map((i: { bid: { id: number } }) => i.bid.id)).toEqual([b.bid.id, a.bid.id]);
    expect(res.items[0].trip).toMatchObject({
      id: second.id,
      status: 'requested',
      passenger: null,
      fare: null,
    });
    expect((await asDriver(login, '/trips?status=accepted')).json().data.total).toBe(0);
    expect((await asDriver(login, '/trips?status=nonsense')).statusCode).toBe(422);
  });
});

describe('POST /api/v3/driver/trips/{id}/arrived', () => {
  it('is for the booked driver of a confirmed trip only', async () => {
    const started = await hiaceTrip('started', 1, hiace.driver.id);
    const res = await asDriver(hiaceLogin, `/trips/${started.id}/arrived`, 'POST');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Only a confirmed trip can be marked as arrived.',
      code: 'arrivalNotAllowed',
    });
    const requested = await hiaceTrip('requested', 1);
    expect((await asDriver(hiaceLogin, `/trips/${requested.id}/arrived`, 'POST')).statusCode).toBe(404);
    const otherDriver = await createDriverProfile(app, { carType: 'hiace' });
    const theirs = await hiaceTrip('confirmed', 1, otherDriver.driver.id);
    const notMine = await asDriver(hiaceLogin, `/trips/${theirs.id}/arrived`, 'POST');
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Trip not found.', code: 'tripNotFound' });
  });
});

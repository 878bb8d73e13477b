import type { TripStatus } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { shortName } from '../src/modules/booking/reviews/driver-reviews';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, readDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { raceKind } from './helpers/database';
import { createTrip, tripTestEnv } from './helpers/trips';

const clock = createTestClock('2026-03-10T04:00:00.000Z');

let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;
let driver: TestDriver;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
  await app.database.db
    .update(users)
    .set({ fullName: 'Nusrat Jahan' })
    .where(eq(users.id, passenger.user.id));
  // A driver with 10 earlier reviews averaging 4.5.
  driver = await createDriverProfile(app, { name: 'Jahangir Hossain', ratingSum: 45, ratingCount: 10 });
});
afterAll(async () => {
  await app.close();
});

const tripOf = (status: TripStatus, who: LoggedIn = passenger, driverId: number | null = driver.driver.id) =>
  createTrip(app.database.db, { passengerId: who.user.id, status, driverId, now: clock.now() });
const review = (tripId: number, payload: object, who: LoggedIn = passenger) =>
  app.inject({ method: 'POST', url: `/api/v3/user/trips/${tripId}/review`, headers: who.headers, payload });
const driverReviews = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v3/user/get-driver-review', headers: passenger.headers, payload });

describe('POST /api/v3/user/trips/{id}/review', () => {
  it('refuses trips that are not completed, and other passengers’ trips', async () => {
    for (const status of ['requested', 'confirmed', 'started', 'cancelled'] as const) {
      const res = await review((await tripOf(status)).id, { rating: 5 });
      expect(res.statusCode, status).toBe(400);
      expect(res.json()).toEqual({
        message: 'You can review a trip once it is completed.',
        code: 'reviewNotAllowed',
      });
    }
    const theirs = await tripOf('completed', other);
    expect((await review(theirs.id, { rating: 5 })).statusCode).toBe(404);
    expect((await readDriver(app.database.db, driver.driver.id)).ratingCount).toBe(10);
  });

  it('validates the rating and comment with 422', async () => {
    const trip = await tripOf('completed');
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 5, comment: 'x'.repeat(1001) },
    ]) {
      expect((await review(trip.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await review(0, { rating: 5 })).statusCode).toBe(422);
  });

  it(`counts one of two reviews sent at once on ${raceKind}`, async () => {
    const trip = await tripOf('completed');
    const before = await readDriver(app.database.db, driver.driver.id);
    const results = await Promise.all([review(trip.id, { rating: 5 }), review(trip.id, { rating: 1 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const won = results.find((r) => r.statusCode === 201)!.json().data.review.rating;
    const after = await readDriver(app.database.db, driver.driver.id);
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.ratingSum).toBe(before.ratingSum + won);
  });

  it('moves the average: 4.5 over 10 reviews and a 1 make 4.18', async () => {
    const fresh = await createDriverProfile(app, { ratingSum: 45, ratingCount: 10 });
    const res = await review((await tripOf('completed', passenger, fresh.driver.id)).id, {
      rating: 1,
      comment: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      review: { rating: 1, comment: null },
      driver: { id: fresh.driver.id, rating: 4.18, rating_count: 11 },
    });
  });
});

describe('POST /api/v3/user/get-driver-review', () => {
  it('gives the rating summary and the newest reviews with short reviewer names', async () => {
    const subject = await createDriverProfile(app, { name: 'Delwar Hossain' });
    const first = await tripOf('completed', passenger, subject.driver.id);
    const second = await tripOf('completed', other, subject.driver.id);
    await review(first.id, { rating: 5, comment: 'Very polite' });
    clock.advance({ minutes: 5 });
    await review(second.id, { rating: 3 }, other);
    const res = await driverReviews({ driver_id: subject.driver.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      driver: {
        id: subject.driver.id,
        name: 'Delwar Hossain',
        photo: '/images/drivers/demo-01.svg',
        rating: 4,
        rating_count: 2,
        completed_trips: 0,
        car_type: 'sedan',
        car_model: 'Toyota Allion 2015',
      },
      rating: { average: 4, count: 2 },
      reviews: [
        { rating: 3, comment: null, created_at: clock.now().toISOString(), passenger_name: null },
        {
          rating: 5,
          comment: 'Very polite',
          created_at: new Date(clock.now().getTime() - 5 * 60_000).toISOString(),
          passenger_name: 'Nusrat J.',
        },
      ],
    });
    expect(res.json().data.driver).not.toHaveProperty('mobile');
  });

  it('answers 404 for an unknown driver and 422 for a bad id', async () => {
    const unknown = await driverReviews({ driver_id: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Driver not found.', code: 'driverNotFound' });
    expect((await driverReviews({})).statusCode).toBe(422);
    expect((await driverReviews({ driver_id: 'x' })).statusCode).toBe(422);
  });

  it('shortens names to a first name and last initial', () => {
    expect(shortName('Md. Rafiqul Islam')).toBe('Rafiqul I.');
    expect(shortName('Mst. Ayesha')).toBe('Ayesha');
    expect(shortName('  Nusrat   Jahan ')).toBe('Nusrat J.');
    expect(shortName('Rahim')).toBe('Rahim');
    expect(shortName('   ')).toBeNull();
    expect(shortName(null)).toBeNull();
  });
});

import type { TripStatus } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTrip, tripTestEnv } from './helpers/trips';

// The driver's month, as the driver app's account page shows it. Months are Dhaka months
// (UTC+6): March 2026 runs from 2026-02-28T18:00Z to 2026-03-31T18:00Z.
const clock = createTestClock('2026-03-10T04:00:00.000Z');

let app: FastifyInstance;
let passenger: LoggedIn;
let driver: TestDriver;
let session: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  driver = await createDriverProfile(app, { ratingSum: 45, ratingCount: 10 });
  session = await loginDriver(app, driver);
});
afterAll(async () => {
  await app.close();
});

const completed = (driverId: number, fare: number, completedAt: string, status: TripStatus = 'completed') =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status,
    driverId,
    fare,
    now: new Date(Date.parse(completedAt) - 86_400_000),
    confirmedAt: new Date(Date.parse(completedAt) - 86_400_000),
    completedAt: status === 'completed' ? new Date(completedAt) : null,
  });

const summary = (query = '') =>
  app.inject({ url: `/api/v3/driver/summary${query}`, headers: session.headers });

describe('GET /api/v3/driver/summary', () => {
  it('counts the trips completed in the Dhaka month and sums their agreed fares', async () => {
    const mine = driver.driver.id;
    await completed(mine, 5000, '2026-02-28T18:00:00.000Z'); // 1 March, 00:00 in Dhaka
    await completed(mine, 6000, '2026-03-09T10:00:00.000Z');
    await completed(mine, 7000, '2026-03-31T17:59:59.000Z'); // 31 March, 23:59:59 in Dhaka
    // Not in March: the edges either side, a trip not completed yet, another driver's trip.
    await completed(mine, 4000, '2026-02-28T17:59:59.000Z');
    await completed(mine, 8000, '2026-03-31T18:00:00.000Z');
    await completed(mine, 9000, '2026-03-05T10:00:00.000Z', 'started');
    const other = await createDriverProfile(app);
    await completed(other.driver.id, 10_000, '2026-03-05T10:00:00.000Z');

    const res = await summary();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      month: '2026-03',
      rating: 4.5,
      review_count: 10,
      completed_trips: 3,
      earnings: 18_000,
      recent_reviews: [],
    });
    expect((await summary('?month=2026-02')).json().data).toMatchObject({
      month: '2026-02',
      completed_trips: 1,
      earnings: 4000,
    });
    expect((await summary('?month=2025-12')).json().data).toMatchObject({ completed_trips: 0, earnings: 0 });
  });

  it('lists the 10 newest reviews, newest first', async () => {
    const base = Date.parse('2026-02-01T06:00:00.000Z');
    for (let i = 0; i < 11; i += 1) {
      const trip = await completed(driver.driver.id, 3000, new Date(base + i * 86_400_000).toISOString());
      await app.database.db.insert(reviews).values({
        tripId: trip.id,
        driverId: driver.driver.id,
        passengerId: passenger.user.id,
        rating: (i % 5) + 1,
        comment: i === 10 ? 'Safe driving, on time.' : null,
        createdAt: new Date(base + i * 86_400_000 + 3_600_000),
      });
    }
    const recent = (await summary()).json().data.recent_reviews;
    expect(recent).toHaveLength(10);
    expect(recent[0]).toEqual({
      trip_id: expect.any(Number),
      rating: 1,
      comment: 'Safe driving, on time.',
      created_at: '2026-02-11T07:00:00.000Z',
    });
    expect(recent.at(-1).created_at).toBe('2026-02-02T07:00:00.000Z');
  });

  it('refuses a month not written YYYY-MM with 422, and a passenger with 403', async () => {
    for (const month of ['2026-13', '2026-3', 'March']) {
      const res = await summary(`?month=${month}`);
      expect(res.statusCode, month).toBe(422);
      expect(res.json().errors).toEqual({ month: ['Please choose a month as YYYY-MM.'] });
    }
    const asPassenger = await app.inject({ url: '/api/v3/driver/summary', headers: passenger.headers });
    expect(asPassenger.statusCode).toBe(403);
  });
});

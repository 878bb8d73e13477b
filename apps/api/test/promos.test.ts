import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, createPromo, postAccept, readPromo } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTrip, tripTestEnv } from './helpers/trips';

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;
const hoursFromNow = (h: number) => new Date(clock.now().getTime() + h * HOUR);

let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});

const listPromos = async (who: LoggedIn) => {
  const res = await app.inject({ url: '/api/v3/user/promos', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { code: string; uses_left: number }[];
};
const codes = async (who: LoggedIn) => (await listPromos(who)).map((p) => p.code);

async function bookWith(code: string, who: LoggedIn, pickupInHours: number) {
  const trip = await createTrip(app.database.db, {
    passengerId: who.user.id,
    pickupAt: hoursFromNow(pickupInHours),
    now: clock.now(),
  });
  const driver = await createDriverProfile(app);
  const { bid } = await placeBid(app, {
    driverId: driver.driver.id,
    tripId: trip.id,
    driverFare: 3000,
    now: clock.now(),
  });
  const res = await postAccept(app, who, { trip_id: trip.id, bid_id: bid.id, promo_code: code });
  expect(res.statusCode).toBe(200);
  return trip;
}

describe('GET /api/v3/user/promos', () => {
  it('lists the seeded demo promos, one per fare rule, named as the fare function reads them', async () => {
    const promos = await listPromos(passenger);
    expect(promos.map((p) => p.code)).toEqual(
      expect.arrayContaining(['ELEVATE400', 'BOOST10', 'EID200', 'SAVE5', 'FLAT300', 'TAKE10']),
    );
    expect(promos.find((p) => p.code === 'SAVE5')).toEqual({
      id: expect.any(Number),
      code: 'SAVE5',
      title_en: 'Save 5% on your ride',
      title_bn: 'আপনার যাত্রায় ৫% সাশ্রয়',
      promo_category: 'actual+elevated',
      promo_code_type: 'percentage',
      promo_code_amount: 0,
      up_to_amount: 0,
      actual_amount: 5,
      elevated_amount: 10,
      starts_at: '2025-01-01T00:00:00.000Z',
      ends_at: '2030-12-31T18:00:00.000Z',
      uses_left: 3,
    });
  });

  it('leaves out promos that are inactive, outside their window or used up', async () => {
    await createPromo(app.database.db, { code: 'LISTED' });
    await createPromo(app.database.db, { code: 'INACTIVE', isActive: false });
    await createPromo(app.database.db, {
      code: 'LATER',
      startsAt: hoursFromNow(1),
      endsAt: hoursFromNow(100),
    });
    await createPromo(app.database.db, { code: 'ENDED', startsAt: hoursFromNow(-100), endsAt: clock.now() });
    await createPromo(app.database.db, { code: 'USEDUP', totalLimit: 10, usedCount: 10 });
    const listed = await codes(passenger);
    expect(listed).toContain('LISTED');
    for (const code of ['INACTIVE', 'LATER', 'ENDED', 'USEDUP']) expect(listed).not.toContain(code);
  });

  it("counts down each passenger's own uses and gives a use back when a confirmed trip is cancelled", async () => {
    await createPromo(app.database.db, { code: 'ONCEEACH', perUserLimit: 1 });
    await createPromo(app.database.db, { code: 'THREEX', perUserLimit: 3, totalLimit: 2 });
    const trip = await bookWith('ONCEEACH', passenger, 48);
    expect(await codes(passenger)).not.toContain('ONCEEACH');
    expect(await codes(other)).toContain('ONCEEACH');

    await bookWith('THREEX', passenger, 72);
    // Three per passenger, but only one left in total.
    expect((await listPromos(passenger)).find((p) => p.code === 'THREEX')?.uses_left).toBe(1);

    const reasonId = (
      await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers })
    ).json().data[0].id;
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trip.id, reason_id: reasonId },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await readPromo(app.database.db, 'ONCEEACH')).usedCount).toBe(0);
    expect(await codes(passenger)).toContain('ONCEEACH');
  });

  it('needs a passenger login', async () => {
    expect((await app.inject({ url: '/api/v3/user/promos' })).statusCode).toBe(401);
  });
});

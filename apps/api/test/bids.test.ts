import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TripEvent } from '../src/modules/booking/trips/trip-events';
import { runExpiryOnce } from '../src/modules/scheduler/expiry-job';
import { buildTestApp } from './helpers/app';
import { createDriver, type LoggedIn, loginAs } from './helpers/auth';
import {
  createDriverProfile,
  getBidList,
  loginDriver,
  postAccept,
  postBid,
  readBid,
  readBidsOfTrip,
  type TestDriver,
} from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { watchTripEvents } from './helpers/trip-events';
import { createTrip, readTrip, tripTestEnv } from './helpers/trips';

const start = '2026-03-10T04:00:00.000Z';
const clock = createTestClock(start);
const MINUTE = 60_000;
const minutesFromNow = (m: number) => new Date(clock.now().getTime() + m * MINUTE);

let app: FastifyInstance;
let passenger: LoggedIn;
let sedan: TestDriver;
let sedanLogin: LoggedIn;
let otherSedanLogin: LoggedIn;
let hiaceLogin: LoggedIn;
let reasonId: number;
const published: TripEvent[] = [];

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  watchTripEvents(app, (event) => published.push(event));
  passenger = await loginAs(app);
  sedan = await createDriverProfile(app, { name: 'Abdul Karim' });
  sedanLogin = await loginDriver(app, sedan);
  otherSedanLogin = await loginDriver(app, await createDriverProfile(app));
  hiaceLogin = await loginDriver(app, await createDriverProfile(app, { carType: 'hiace' }));
  reasonId = (await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers })).json()
    .data[0].id;
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock.set(start);
});

const tripAt = (
  pickupInMinutes: number,
  extra: { status?: 'confirmed' | 'cancelled'; bidAmount?: number } = {},
) =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    pickupAt: minutesFromNow(pickupInMinutes),
    now: clock.now(),
    ...extra,
  });
const liveBidIds = async (tripId: number) =>
  (await getBidList(app, passenger, tripId)).json().data.bids.map((b: { id: number }) => b.id);

describe('POST /api/v3/driver/bids', () => {
  it('validates the body with 422', async () => {
    const trip = await tripAt(600);
    for (const body of [
      {},
      { trip_id: trip.id },
      { trip_id: trip.id, driver_fare: 0 },
      { trip_id: trip.id, driver_fare: 2500.5 },
      { trip_id: trip.id, driver_fare: '3000' },
      { trip_id: trip.id, accept_offer: false },
      { trip_id: -1, driver_fare: 3000 },
    ]) {
      const res = await postBid(app, sedanLogin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBe('Validation Error!');
    }
    expect(await readBidsOfTrip(app.database.db, trip.id)).toEqual([]);
  });

  it('refuses a trip that is not requested, is picking up, or has no offer to accept', async () => {
    const confirmed = await tripAt(600, { status: 'confirmed' });
    const notOpen = { message: 'This trip is no longer taking bids.', code: 'tripNotOpen' };
    const onConfirmed = await postBid(app, sedanLogin, { trip_id: confirmed.id, driver_fare: 3000 });
    expect(onConfirmed.statusCode).toBe(400);
    expect(onConfirmed.json()).toEqual(notOpen);

    const soon = await tripAt(1);
    clock.advance({ minutes: 1 });
    const atPickup = await postBid(app, sedanLogin, { trip_id: soon.id, driver_fare: 3000 });
    expect(atPickup.statusCode).toBe(400);
    expect(atPickup.json()).toEqual(notOpen);

    const noOffer = await tripAt(600);
    const agreeing = await postBid(app, sedanLogin, { trip_id: noOffer.id, accept_offer: true });
    expect(agreeing.statusCode).toBe(400);
    expect(agreeing.json()).toEqual({
      message: 'This trip has no passenger offer to accept.',
      code: 'noPassengerOffer',
    });
    expect(await readBidsOfTrip(app.database.db, noOffer.id)).toEqual([]);
  });

  it('hides trips of another car type and unknown trips as 404', async () => {
    const trip = await tripAt(600);
    for (const [who, tripId] of [
      [hiaceLogin, trip.id],
      [sedanLogin, 987_654],
    ] as const) {
      const res = await postBid(app, who, { trip_id: tripId, driver_fare: 3000 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Trip not found.', code: 'tripNotFound' });
    }
  });

  it("replaces the driver's earlier bid with a new one; the old id can no longer be accepted", async () => {
    const trip = await tripAt(600);
    const first = (await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 3200 })).json().data.bid;
    clock.advance({ minutes: 2 });
    const from = published.length;
    const second = await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 3000 });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      bid: { driver_fare: 3000, status: 'active' },
      replaced_bid_id: first.id,
    });
    const secondId = second.json().data.bid.id;
    expect(published.slice(from)).toEqual([
      { type: 'bid.withdrawn', trip_id: trip.id, bid_id: first.id },
      { type: 'bid.created', trip_id: trip.id, bid_id: secondId },
    ]);
    expect((await readBid(app.database.db, first.id)).status).toBe('withdrawn');
    expect(await liveBidIds(trip.id)).toEqual([secondId]);
    const stale = await postAccept(app, passenger, { trip_id: trip.id, bid_id: first.id });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('bidUnavailable');
  });

  it('refuses a driver already booked at that time', async () => {
    const booked = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      status: 'confirmed',
      driverId: sedan.driver.id,
      pickupAt: minutesFromNow(3000),
      now: clock.now(),
    });
    const overlapping = await tripAt(3000 + 60);
    const res = await postBid(app, sedanLogin, { trip_id: overlapping.id, driver_fare: 3000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You are already booked for another trip at that time.',
      code: 'driverBooked',
    });
    // Gulshan → Sylhet keeps the driver about 6 h 45 min; a day later is free.
    const nextDay = await tripAt(3000 + 24 * 60);
    expect((await postBid(app, sedanLogin, { trip_id: nextDay.id, driver_fare: 3000 })).statusCode).toBe(201);
    expect((await readTrip(app.database.db, booked.id))!.status).toBe('confirmed');
  });

  it('refuses passengers and drivers without a profile', async () => {
    const trip = await tripAt(600);
    const asPassenger = await app.inject({
      method: 'POST',
      url: '/api/v3/driver/bids',
      headers: passenger.headers,
      payload: { trip_id: trip.id, driver_fare: 3000 },
    });
    expect(asPassenger.statusCode).toBe(403);
    const noProfile = await loginAs(app, { mobile: (await createDriver(app)).mobile, role: 'driver' });
    const res = await postBid(app, noProfile, { trip_id: trip.id, driver_fare: 3000 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This driver account has no driver profile yet. Please contact support.',
      code: 'driverProfileMissing',
    });
    expect((await app.inject({ method: 'POST', url: '/api/v3/driver/bids', payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/v3/driver/bids/{id}', () => {
  it('withdraws only the driver’s own live bid, once', async () => {
    const trip = await tripAt(600);
    const mine = (await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 3000 })).json().data.bid;
    const theirs = (await postBid(app, otherSedanLogin, { trip_id: trip.id, driver_fare: 3100 })).json().data
      .bid;
    const del = (who: LoggedIn, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/v3/driver/bids/${id}`, headers: who.headers });

    const notMine = await del(sedanLogin, theirs.id);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ message: 'Bid not found.', code: 'bidNotFound' });
    const from = published.length;
    const res = await del(sedanLogin, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'bidWithdrawn',
      data: { bid: { id: mine.id, status: 'withdrawn' } },
    });
    expect(published.slice(from)).toEqual([{ type: 'bid.withdrawn', trip_id: trip.id, bid_id: mine.id }]);
    const twice = await del(sedanLogin, mine.id);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      message: 'This bid can no longer be withdrawn.',
      code: 'bidNotWithdrawable',
    });
    expect(await liveBidIds(trip.id)).toEqual([theirs.id]);
    expect((await del(sedanLogin, 0)).statusCode).toBe(422);
  });

  it(`lets either a withdrawal or an accept win, never both, on ${testDbKind}`, async () => {
    for (let round = 0; round < 5; round += 1) {
      const trip = await tripAt(10_000 + round * 24 * 60);
      const bid = (await postBid(app, otherSedanLogin, { trip_id: trip.id, driver_fare: 3000 })).json().data
        .bid;
      const [withdrawn, accepted] = await Promise.all([
        app.inject({
          method: 'DELETE',
          url: `/api/v3/driver/bids/${bid.id}`,
          headers: otherSedanLogin.headers,
        }),
        postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id }),
      ]);
      expect([withdrawn.statusCode, accepted.statusCode].sort()).toEqual([200, 400]);
      const status = (await readBid(app.database.db, bid.id)).status;
      expect(status).toBe(withdrawn.statusCode === 200 ? 'withdrawn' : 'accepted');
      expect((await readTrip(app.database.db, trip.id))!.status).toBe(
        accepted.statusCode === 200 ? 'confirmed' : 'requested',
      );
    }
  });
});

describe('bid expiry', () => {
  it('lives BID_TTL_MIN (30) minutes, or until pickup when that is sooner', async () => {
    const later = await tripAt(600);
    const soon = await tripAt(10);
    const long = (await postBid(app, sedanLogin, { trip_id: later.id, driver_fare: 3000 })).json().data.bid;
    const short = (await postBid(app, sedanLogin, { trip_id: soon.id, driver_fare: 3000 })).json().data.bid;
    expect(long.expires_at).toBe(minutesFromNow(30).toISOString());
    expect(short.expires_at).toBe(minutesFromNow(10).toISOString());
  });

  it('drops an expired bid from the list and the driver’s view, and the expiry round marks it', async () => {
    const trip = await tripAt(600);
    const bid = (await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 3000 })).json().data.bid;
    clock.advance({ minutes: 29 });
    expect(await liveBidIds(trip.id)).toEqual([bid.id]);
    clock.advance({ minutes: 1 });
    expect(await liveBidIds(trip.id)).toEqual([]);
    const open = (
      await app.inject({ url: '/api/v3/driver/open-trips?per_page=50', headers: sedanLogin.headers })
    )
      .json()
      .data.items.find((t: { id: number }) => t.id === trip.id);
    expect(open.my_bid).toBeNull();
    const listed = (
      await app.inject({ url: '/api/v3/driver/trips?status=expired', headers: sedanLogin.headers })
    )
      .json()
      .data.items.map((i: { bid: { id: number; status: string } }) => [i.bid.id, i.bid.status]);
    expect(listed).toContainEqual([bid.id, 'expired']);
    expect((await readBid(app.database.db, bid.id)).status).toBe('active');
    await runExpiryOnce(app.database.db, clock.now());
    expect((await readBid(app.database.db, bid.id)).status).toBe('expired');
    // A fresh bid after expiry is allowed and is the only live one.
    const again = await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 2900 });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.replaced_bid_id).toBeNull();
  });

  it('expires the bids of a trip that expires at pickup', async () => {
    const trip = await tripAt(20);
    const bid = (await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 3000 })).json().data.bid;
    clock.advance({ minutes: 20 });
    const round = await runExpiryOnce(app.database.db, clock.now());
    expect(round.expiredTripIds).toContain(trip.id);
    expect((await readBid(app.database.db, bid.id)).status).toBe('expired');
  });
});

describe('cancelling a requested trip', () => {
  it('rejects its live bids in the same transaction and says so in real time', async () => {
    const trip = await tripAt(600);
    const a = (await postBid(app, sedanLogin, { trip_id: trip.id, driver_fare: 3000 })).json().data.bid;
    const b = (await postBid(app, otherSedanLogin, { trip_id: trip.id, driver_fare: 3100 })).json().data.bid;
    const from = published.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trip.id, reason_id: reasonId },
    });
    expect(res.statusCode).toBe(200);
    expect((await readBidsOfTrip(app.database.db, trip.id)).map((x) => x.status)).toEqual([
      'rejected',
      'rejected',
    ]);
    expect(published.slice(from)).toEqual(
      expect.arrayContaining([
        { type: 'trip.updated', trip_id: trip.id },
        { type: 'bid.updated', trip_id: trip.id, bid_id: a.id },
        { type: 'bid.updated', trip_id: trip.id, bid_id: b.id },
      ]),
    );
  });
});

describe('GET /api/v3/user/bid-list/{tripId}', () => {
  it("answers 404 for another passenger's trip and 422 for a bad id", async () => {
    const someone = await loginAs(app);
    const trip = await tripAt(600);
    const res = await getBidList(app, someone, trip.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Trip not found.', code: 'tripNotFound' });
    expect((await getBidList(app, passenger, 0)).statusCode).toBe(422);
    // An id past the database's integer is a bad id too, never a 500 from the query (found by bench fuzz).
    const past = await getBidList(app, passenger, 2_147_483_648);
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({
      message: 'Validation Error!',
      code: 'validationError',
      errors: { tripId: ['Invalid id.'] },
    });
    expect((await app.inject({ url: `/api/v3/user/bid-list/${trip.id}` })).statusCode).toBe(401);
  });
});

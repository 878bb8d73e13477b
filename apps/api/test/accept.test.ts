import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bids, promoUsages } from '../src/db/schema/index';
import { isUniqueViolation } from '../src/modules/booking/bids/bid-errors';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import {
  createBid,
  createDriverProfile,
  createPromo,
  newIdempotencyKey,
  postAccept,
  readBid,
  readBidsOfTrip,
  readPromo,
  type TestDriver,
} from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { raceKind } from './helpers/database';
import { createTrip, readTrip, tripTestEnv } from './helpers/trips';

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

/** A requested sedan trip (Gulshan → Sylhet, 248 km: about 6 h 15 min plus turnaround busy). */
const requestedTrip = (who: LoggedIn = passenger, pickupInHours = 24, extra: { bidAmount?: number } = {}) =>
  createTrip(app.database.db, {
    passengerId: who.user.id,
    pickupAt: hoursFromNow(pickupInHours),
    now: clock.now(),
    ...extra,
  });

const bid = async (driver: TestDriver, tripId: number, driverFare = 3000) =>
  (await placeBid(app, { driverId: driver.driver.id, tripId, driverFare, now: clock.now() })).bid;

describe('POST /api/v3/user/accept-bid', () => {
  it('stores the fare of each promo rule with the current fees (DESIGN.md §6)', async () => {
    // driver_fare 3000: insurance 50, platform 3 % = 90; the seeded demo promos are rules 1–6.
    const expected = {
      ELEVATE400: { amount: 3000, discount_amount: 3400, total: 3140 },
      BOOST10: { amount: 3000, discount_amount: 3250, total: 3140 },
      EID200: { amount: 2800, discount_amount: 3100, total: 2940 },
      SAVE5: { amount: 2850, discount_amount: 3150, total: 2990 },
      FLAT300: { amount: 2700, discount_amount: 3000, total: 2840 },
      TAKE10: { amount: 2750, discount_amount: 3000, total: 2890 },
    };
    for (const [code, figures] of Object.entries(expected)) {
      const trip = await requestedTrip(passenger, 24 + Object.keys(expected).indexOf(code) * 12);
      const driver = await createDriverProfile(app);
      const b = await bid(driver, trip.id);
      const res = await postAccept(app, passenger, { trip_id: trip.id, bid_id: b.id, promo_code: code });
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data.trip.fare, code).toEqual({
        fare: 3000,
        insurance_fee: 50,
        platform_fee: 90,
        ...figures,
        discount: 3000 - figures.amount,
        promo_code: code,
      });
      expect(await readTrip(app.database.db, trip.id), code).toMatchObject({
        status: 'confirmed',
        driverId: driver.driver.id,
        fare: 3000,
        amount: figures.amount,
        discountAmount: figures.discount_amount,
        total: figures.total,
        promoCode: code,
      });
    }
  });

  it("uses the passenger's offer as the fare when the driver agreed to it, and no promo", async () => {
    const trip = await requestedTrip(passenger, 200, { bidAmount: 2800 });
    const driver = await createDriverProfile(app);
    const placed = await placeBid(app, {
      driverId: driver.driver.id,
      tripId: trip.id,
      acceptOffer: true,
      now: clock.now(),
    });
    const res = await postAccept(app, passenger, { trip_id: trip.id, bid_id: placed.bid.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.trip.fare).toEqual({
      fare: 2800,
      insurance_fee: 50,
      platform_fee: 84,
      amount: 2800,
      discount_amount: 2800,
      discount: 0,
      total: 2934,
      promo_code: null,
    });
  });

  it("answers 404 for another passenger's trip and 422 for a bad body, changing nothing", async () => {
    const theirs = await requestedTrip(other, 300);
    const driver = await createDriverProfile(app);
    const b = await bid(driver, theirs.id);
    const res = await postAccept(app, passenger, { trip_id: theirs.id, bid_id: b.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Trip not found.', code: 'tripNotFound' });
    for (const body of [
      {},
      { trip_id: theirs.id },
      { trip_id: 'x', bid_id: b.id },
      { trip_id: theirs.id, bid_id: b.id, promo_code: 'no spaces!' },
    ]) {
      expect((await postAccept(app, other, body)).statusCode).toBe(422);
    }
    expect((await readBid(app.database.db, b.id)).status).toBe('active');
    const anonymous = await app.inject({ method: 'POST', url: '/api/v3/user/accept-bid', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bid of another trip, a withdrawn or expired bid, and a trip no longer requested', async () => {
    const trip = await requestedTrip(passenger, 400);
    const elsewhere = await requestedTrip(passenger, 420);
    const driver = await createDriverProfile(app);
    const foreign = await bid(driver, elsewhere.id);
    const unavailable = { message: 'This bid is no longer available.', code: 'bidUnavailable' };
    const wrongTrip = await postAccept(app, passenger, { trip_id: trip.id, bid_id: foreign.id });
    expect(wrongTrip.statusCode).toBe(400);
    expect(wrongTrip.json()).toEqual(unavailable);

    const late = await createDriverProfile(app);
    const lapsing = await bid(late, trip.id);
    clock.advance({ minutes: 30 });
    try {
      const expired = await postAccept(app, passenger, { trip_id: trip.id, bid_id: lapsing.id });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual(unavailable);
    } finally {
      clock.advance({ minutes: -30 });
    }

    const cancelled = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      status: 'cancelled',
      pickupAt: hoursFromNow(430),
      now: clock.now(),
    });
    const onCancelled = await createBid(app.database.db, {
      tripId: cancelled.id,
      driverId: driver.driver.id,
      driverFare: 3000,
      expiresAt: hoursFromNow(1),
    });
    const res = await postAccept(app, passenger, { trip_id: cancelled.id, bid_id: onCancelled.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This trip cannot do that in its current status.',
      code: 'tripStatusConflict',
    });
  });

  it('replays the first response to a retry with the same Idempotency-Key', async () => {
    const trip = await requestedTrip(passenger, 500);
    const driver = await createDriverProfile(app);
    const b = await bid(driver, trip.id);
    const key = newIdempotencyKey();
    const first = await postAccept(
      app,
      passenger,
      { trip_id: trip.id, bid_id: b.id, promo_code: 'FLAT300' },
      key,
    );
    expect(first.statusCode).toBe(200);
    const retry = await postAccept(
      app,
      passenger,
      { trip_id: trip.id, bid_id: b.id, promo_code: 'FLAT300' },
      key,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    const changed = await postAccept(app, passenger, { trip_id: trip.id, bid_id: b.id }, key);
    expect(changed.statusCode).toBe(422);
    // The promo was counted once.
    expect(await app.database.db.$count(promoUsages, eq(promoUsages.tripId, trip.id))).toBe(1);
    const fresh = await postAccept(app, passenger, { trip_id: trip.id, bid_id: b.id }, newIdempotencyKey());
    expect(fresh.statusCode).toBe(400);
  });
});

describe('promo limits at accept time', () => {
  async function acceptWith(code: string, who: LoggedIn = passenger, pickupInHours = 600) {
    const trip = await requestedTrip(who, pickupInHours);
    const b = await bid(await createDriverProfile(app), trip.id);
    return { trip, res: await postAccept(app, who, { trip_id: trip.id, bid_id: b.id, promo_code: code }) };
  }

  it('refuses an unknown, inactive, not yet started or ended promo, and leaves the trip requested', async () => {
    await createPromo(app.database.db, { code: 'OFFNOW', isActive: false });
    await createPromo(app.database.db, { code: 'SOON', startsAt: hoursFromNow(1), endsAt: hoursFromNow(48) });
    await createPromo(app.database.db, { code: 'GONE', startsAt: hoursFromNow(-48), endsAt: clock.now() });
    const cases = [
      ['NOSUCHCODE', 'promoInvalid', 'This promo code is not valid.'],
      ['OFFNOW', 'promoInvalid', 'This promo code is not valid.'],
      ['SOON', 'promoNotActiveNow', 'This promo code cannot be used at this time.'],
      ['GONE', 'promoNotActiveNow', 'This promo code cannot be used at this time.'],
    ] as const;
    for (const [i, [code, refusal, message]] of cases.entries()) {
      const { trip, res } = await acceptWith(code, passenger, 700 + i * 12);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toEqual({ message, code: refusal });
      expect((await readTrip(app.database.db, trip.id))!.status).toBe('requested');
      expect((await readBidsOfTrip(app.database.db, trip.id)).map((b) => b.status)).toEqual(['active']);
    }
  });

  it('counts the per-user limit per passenger', async () => {
    await createPromo(app.database.db, { code: 'TWICE', perUserLimit: 2 });
    expect((await acceptWith('TWICE', passenger, 800)).res.statusCode).toBe(200);
    expect((await acceptWith('TWICE', passenger, 812)).res.statusCode).toBe(200);
    const third = await acceptWith('TWICE', passenger, 824);
    expect(third.res.statusCode).toBe(400);
    expect(third.res.json()).toEqual({
      message: 'You have already used this promo code as many times as allowed.',
      code: 'promoUserLimitReached',
    });
    expect((await acceptWith('TWICE', other, 836)).res.statusCode).toBe(200);
    expect((await readPromo(app.database.db, 'TWICE')).usedCount).toBe(3);
  });

  it(`keeps the total limit under concurrent accepts on ${raceKind}`, async () => {
    await createPromo(app.database.db, { code: 'LASTTWO', totalLimit: 2, perUserLimit: 5 });
    const passengers = [passenger, other, await loginAs(app), await loginAs(app), await loginAs(app)];
    const prepared = [];
    for (const [i, who] of passengers.entries()) {
      const trip = await requestedTrip(who, 900 + i * 12);
      prepared.push({ who, trip, b: await bid(await createDriverProfile(app), trip.id) });
    }
    const results = await Promise.all(
      prepared.map(({ who, trip, b }) =>
        postAccept(app, who, { trip_id: trip.id, bid_id: b.id, promo_code: 'LASTTWO' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().code).toBe('promoUsedUp');
    expect((await readPromo(app.database.db, 'LASTTWO')).usedCount).toBe(2);
  });
});

describe('one driver, one trip at a time (DESIGN.md §8)', () => {
  it("refuses a driver booked at an overlapping time and rejects that driver's overlapping bids", async () => {
    const driver = await createDriverProfile(app);
    const first = await requestedTrip(passenger, 1000);
    const overlapping = await requestedTrip(other, 1003);
    const alsoOverlapping = await requestedTrip(other, 1005);
    const later = await requestedTrip(other, 1010);
    const b1 = await bid(driver, first.id);
    const b2 = await bid(driver, overlapping.id);
    const b3 = await bid(driver, alsoOverlapping.id);
    const b4 = await bid(driver, later.id);
    expect((await postAccept(app, passenger, { trip_id: first.id, bid_id: b1.id })).statusCode).toBe(200);
    // Accepting rejected the bids the booking overlaps at once; the later trip's bid lives on.
    expect((await readBid(app.database.db, b2.id)).status).toBe('rejected');
    expect((await readBid(app.database.db, b3.id)).status).toBe('rejected');
    expect((await readBid(app.database.db, b4.id)).status).toBe('active');
    expect((await postAccept(app, other, { trip_id: later.id, bid_id: b4.id })).statusCode).toBe(200);
  });

  it('refuses the accept with 400 when the booking came another way, and rejects the bids then', async () => {
    const driver = await createDriverProfile(app);
    const booked = await createTrip(app.database.db, {
      passengerId: other.user.id,
      status: 'confirmed',
      driverId: driver.driver.id,
      pickupAt: hoursFromNow(1100),
      now: clock.now(),
    });
    const trip = await requestedTrip(passenger, 1102);
    const elsewhere = await requestedTrip(other, 1104);
    // The bids predate the booking (written directly: placing them now would be refused).
    const b = await createBid(app.database.db, {
      tripId: trip.id,
      driverId: driver.driver.id,
      driverFare: 3000,
      expiresAt: hoursFromNow(0.5),
    });
    const c = await createBid(app.database.db, {
      tripId: elsewhere.id,
      driverId: driver.driver.id,
      driverFare: 3000,
      expiresAt: hoursFromNow(0.5),
    });
    const res = await postAccept(app, passenger, { trip_id: trip.id, bid_id: b.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This driver is already booked at that time.',
      code: 'driverUnavailable',
    });
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('requested');
    expect((await readBid(app.database.db, b.id)).status).toBe('rejected');
    expect((await readBid(app.database.db, c.id)).status).toBe('rejected');
    expect((await readTrip(app.database.db, booked.id))!.status).toBe('confirmed');
  });

  it(`books a driver on at most one of two overlapping trips accepted at once on ${raceKind}`, async () => {
    for (let round = 0; round < 5; round += 1) {
      const driver = await createDriverProfile(app);
      const mine = await requestedTrip(passenger, 1200 + round * 24);
      const theirs = await requestedTrip(other, 1201 + round * 24);
      const [b1, b2] = [await bid(driver, mine.id), await bid(driver, theirs.id)];
      const results = await Promise.all([
        postAccept(app, passenger, { trip_id: mine.id, bid_id: b1.id }),
        postAccept(app, other, { trip_id: theirs.id, bid_id: b2.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const statuses = [
        (await readTrip(app.database.db, mine.id))!.status,
        (await readTrip(app.database.db, theirs.id))!.status,
      ];
      expect(statuses.sort()).toEqual(['confirmed', 'requested']);
      expect(
        [
          (await readBid(app.database.db, b1.id)).status,
          (await readBid(app.database.db, b2.id)).status,
        ].sort(),
      ).toEqual(['accepted', 'rejected']);
    }
  });
});

describe('concurrent accepts on one trip', () => {
  it(`let exactly one of 100 different bids win on ${raceKind}`, { timeout: 120_000 }, async () => {
    const trip = await requestedTrip(passenger, 2000);
    const placed = [];
    for (let i = 0; i < 100; i += 1)
      placed.push(await bid(await createDriverProfile(app), trip.id, 3000 + i * 10));
    const results = await Promise.all(
      placed.map((b) => postAccept(app, passenger, { trip_id: trip.id, bid_id: b.id }, newIdempotencyKey())),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(99);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json().code).toMatch(/^(bidUnavailable|tripStatusConflict)$/);
    const rows = await readBidsOfTrip(app.database.db, trip.id);
    const accepted = rows.filter((b) => b.status === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(rows.filter((b) => b.status === 'rejected')).toHaveLength(99);
    const winner = results.find((r) => r.statusCode === 200)!.json().data.trip;
    expect(winner.driver.id).toBe(accepted[0]!.driverId);
    expect((await readTrip(app.database.db, trip.id))!.driverId).toBe(accepted[0]!.driverId);
  });
});

describe('the partial unique index bids(trip_id) WHERE status = accepted', () => {
  it('refuses a second accepted bid on a trip even when the code is bypassed', async () => {
    const trip = await requestedTrip(passenger, 2100);
    const values = async () => ({
      tripId: trip.id,
      driverId: (await createDriverProfile(app)).driver.id,
      driverFare: 3000,
      status: 'accepted' as const,
      expiresAt: hoursFromNow(1),
    });
    await app.database.db.insert(bids).values(await values());
    const second = await values();
    const error = await app.database.db
      .insert(bids)
      .values(second)
      .then(() => undefined)
      .catch((err: unknown) => err);
    expect(isUniqueViolation(error, 'bids_one_accepted_per_trip')).toBe(true);
    // Other statuses are not limited.
    await app.database.db.insert(bids).values({ ...second, status: 'rejected' });
    expect((await readBidsOfTrip(app.database.db, trip.id)).map((b) => b.status)).toEqual([
      'accepted',
      'rejected',
    ]);
  });
});

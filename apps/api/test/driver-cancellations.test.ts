import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  driverCancellations,
  driverReliabilityWarnings,
  noShowReports,
  notifications,
  payments,
  refunds,
  tripCodes,
} from '../src/db/schema/index';
import { insertDriverCancellation } from '../src/modules/booking/reliability/repo';
import { getAdvanceSettings, saveAdvanceSettings } from '../src/modules/settings';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import {
  createBid,
  createDriverProfile,
  getBidList,
  loginDriver,
  newIdempotencyKey,
  postAccept,
  postBid,
  readBidsOfTrip,
  readDriver,
  type TestDriver,
} from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { eventFor, RealtimeClient } from './helpers/realtime-client';
import { staffConsole } from './helpers/staff';
import { createTrip, readEvents, readTrip, tripTestEnv } from './helpers/trips';

// DESIGN.md §17, issue 45 parts 3 and 4: a booked driver gives a trip back (it returns to bidding with
// its other bids, and counts against them), a passenger reports the driver did not come (staff
// decide), and each driver's reliability over 90 days.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const MIN = 60_000;
const DAY = 86_400_000;
let app: FastifyInstance;
let baseUrl: string;
let passenger: LoggedIn;
let drivers: { a: TestDriver; b: TestDriver; c: TestDriver };
let logins: { a: LoggedIn; b: LoggedIn; c: LoggedIn };
let sc: ReturnType<typeof staffConsole>;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  passenger = await loginAs(app);
  drivers = {
    a: await createDriverProfile(app, { name: 'Abul Driver' }),
    b: await createDriverProfile(app, { name: 'Babul Driver' }),
    c: await createDriverProfile(app, { name: 'Chhoton Driver' }),
  };
  logins = {
    a: await loginDriver(app, drivers.a),
    b: await loginDriver(app, drivers.b),
    c: await loginDriver(app, drivers.c),
  };
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});
afterAll(async () => {
  await app.close();
});

const post = (who: LoggedIn, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const get = (who: LoggedIn, url: string) => app.inject({ url: `/api/v3${url}`, headers: who.headers });

const notificationsOf = (tripId: number, kind: string) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), eq(notifications.kind, kind)));
const cancellationsOf = (tripId: number) =>
  app.database.db.select().from(driverCancellations).where(eq(driverCancellations.tripId, tripId));

/** A trip with bids from a, b and c, booked to `booked` through the real accept. */
async function bookedTripWithBids(booked: keyof typeof drivers, { pickupInMin = 24 * 60 } = {}) {
  const now = clock.now();
  const trip = await createTrip(app.database.db, {
    passengerId: passenger.user.id,
    pickupAt: new Date(now.getTime() + pickupInMin * MIN),
    now,
  });
  const fares = { a: 7000, b: 7200, c: 7400 };
  // One after another: the ids follow a, b, c.
  const bids = {} as Record<'a' | 'b' | 'c', { id: number }>;
  for (const k of ['a', 'b', 'c'] as const) {
    bids[k] = await createBid(app.database.db, {
      tripId: trip.id,
      driverId: drivers[k].driver.id,
      driverFare: fares[k],
      expiresAt: new Date(now.getTime() + 30 * MIN),
      createdAt: now,
    });
  }
  const accepted = await postAccept(
    app,
    passenger,
    { trip_id: trip.id, bid_id: bids[booked].id },
    newIdempotencyKey(),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { trip, bids };
}

describe('POST /api/v3/driver/trips/{id}/cancel', () => {
  it('returns the trip to bidding with its other bids, live, and counts against the driver', async () => {
    const { trip, bids } = await bookedTripWithBids('a');
    expect((await readBidsOfTrip(app.database.db, trip.id)).map((b) => b.status)).toEqual([
      'accepted',
      'rejected',
      'rejected',
    ]);
    expect((await post(logins.a, `/driver/trips/${trip.id}/on-my-way`)).statusCode).toBe(200);
    const watcher = await RealtimeClient.connect(baseUrl, passenger.access_token);
    expect((await watcher.subscribe(trip.id)).type).toBe('subscribed');

    clock.advance({ minutes: 40 });
    const res = await post(logins.a, `/driver/trips/${trip.id}/cancel`, {
      reason: 'car_breakdown',
      note: 'Engine light',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'The trip is cancelled and open for other drivers. It counts against your reliability.',
      code: 'driverTripCancelled',
      data: { trip_id: trip.id, status: 'requested', bids_live_again: 2 },
    });

    // The passenger's page hears the trip is back in bidding, live.
    expect(await watcher.next(eventFor('trip.updated', trip.id))).toMatchObject({
      data: { status: 'requested' },
    });
    watcher.close();

    const row = (await readTrip(app.database.db, trip.id))!;
    expect(row).toMatchObject({
      status: 'requested',
      driverId: null,
      confirmedAt: null,
      total: null,
      onMyWayAt: null,
      arrivedAt: null,
    });
    expect((await readEvents(app.database.db, trip.id)).at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'requested',
      actor: 'driver',
      note: 'driver_cancelled:car_breakdown',
    });
    // The booking's bid is cancelled; the bids the booking rejected are live, with a fresh lifetime
    // (they had lapsed during the booking's 40 minutes).
    const after = await readBidsOfTrip(app.database.db, trip.id);
    expect(after.map((b) => [b.id, b.status])).toEqual([
      [bids.a.id, 'cancelled'],
      [bids.b.id, 'active'],
      [bids.c.id, 'active'],
    ]);
    expect(after[1]!.expiresAt).toEqual(new Date(clock.now().getTime() + 30 * MIN));
    const list = await getBidList(app, passenger, trip.id);
    expect(list.json().data.bids.map((b: { id: number }) => b.id)).toEqual([bids.b.id, bids.c.id]);

    expect(await cancellationsOf(trip.id)).toMatchObject([
      { driverId: drivers.a.driver.id, kind: 'cancelled', reason: 'car_breakdown', note: 'Engine light' },
    ]);
    expect(await app.database.db.select().from(tripCodes).where(eq(tripCodes.tripId, trip.id))).toEqual([]);
    const sms = await notificationsOf(trip.id, 'driver_cancelled');
    expect(sms.map((n) => [n.channel, n.userId])).toEqual([['sms', passenger.user.id]]);

    // The driver who gave it back cannot bid on it again, nor cancel it twice; another booking works.
    const rebid = await postBid(app, logins.a, { trip_id: trip.id, driver_fare: 6500 });
    expect(rebid.statusCode).toBe(400);
    expect(rebid.json().code).toBe('bidAfterGivingBack');
    expect((await post(logins.a, `/driver/trips/${trip.id}/cancel`, { reason: 'unwell' })).statusCode).toBe(
      404,
    );
    const again = await postAccept(
      app,
      passenger,
      { trip_id: trip.id, bid_id: bids.b.id },
      newIdempotencyKey(),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect((await readTrip(app.database.db, trip.id))!.driverId).toBe(drivers.b.driver.id);
  });

  it('refuses a trip that is not booked to the driver, a started one, and a reason off the list', async () => {
    const { trip } = await bookedTripWithBids('c');
    expect((await post(logins.a, `/driver/trips/${trip.id}/cancel`, { reason: 'unwell' })).statusCode).toBe(
      404,
    );
    const bad = await post(logins.c, `/driver/trips/${trip.id}/cancel`, { reason: 'bored' });
    expect(bad.statusCode).toBe(422);
    const started = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      status: 'started',
      driverId: drivers.b.driver.id,
      confirmedAt: clock.now(),
      now: clock.now(),
    });
    const refused = await post(logins.b, `/driver/trips/${started.id}/cancel`, { reason: 'unwell' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('driverCancelNotAllowed');
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('confirmed');
    expect(await cancellationsOf(trip.id)).toEqual([]);
  });
});

describe('POST /api/v3/user/trips/{id}/no-show and the console decision', () => {
  it('opens 15 minutes after the pickup; a confirmed report returns the trip to bidding', async () => {
    const { trip } = await bookedTripWithBids('c', { pickupInMin: 60 });
    clock.advance({ minutes: 60 + 14 });
    const early = await post(passenger, `/user/trips/${trip.id}/no-show`);
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('noShowTooEarly');

    clock.advance({ minutes: 1 });
    const res = await post(passenger, `/user/trips/${trip.id}/no-show`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'noShowReported', data: { trip_id: trip.id, status: 'open' } });
    const again = await post(passenger, `/user/trips/${trip.id}/no-show`);
    expect(again.json().data.id).toBe(res.json().data.id);

    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'GET', '/admin/api/no-shows')).statusCode).toBe(403);
    const ops = await sc.session('ops');
    const listed = await sc.call(ops, 'GET', '/admin/api/no-shows');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        id: res.json().data.id,
        trip_id: trip.id,
        status: 'open',
        driver_name: 'Chhoton Driver',
      }),
    );
    const decided = await sc.call(ops, 'POST', `/admin/api/no-shows/${res.json().data.id}/decision`, {
      payload: { decision: 'confirmed' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().data.status).toBe('confirmed');
    expect((await readTrip(app.database.db, trip.id))!).toMatchObject({
      status: 'requested',
      driverId: null,
    });
    expect(await cancellationsOf(trip.id)).toMatchObject([
      { driverId: drivers.c.driver.id, kind: 'no_show', reason: null },
    ]);
    const twice = await sc.call(ops, 'POST', `/admin/api/no-shows/${res.json().data.id}/decision`, {
      payload: { decision: 'dismissed' },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('noShowReportDecided');
  });

  it('a dismissed report leaves the booking and counts nothing', async () => {
    const { trip } = await bookedTripWithBids('a', { pickupInMin: 30 });
    clock.advance({ minutes: 45 });
    const res = await post(passenger, `/user/trips/${trip.id}/no-show`);
    expect(res.statusCode).toBe(200);
    const ops = await sc.session('ops');
    const decided = await sc.call(ops, 'POST', `/admin/api/no-shows/${res.json().data.id}/decision`, {
      payload: { decision: 'dismissed' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('confirmed');
    expect(await cancellationsOf(trip.id)).toEqual([]);
    const [report] = await app.database.db
      .select()
      .from(noShowReports)
      .where(eq(noShowReports.tripId, trip.id));
    expect(report!.status).toBe('dismissed');
  });
});

describe('reliability over 90 days', () => {
  it('matches a hand count of a seeded history, on the bids the passenger sees and for the driver', async () => {
    const d = await createDriverProfile(app, { name: 'Counted Driver' });
    const now = clock.now();
    const db = app.database.db;
    const completed = async (daysAgo: number, arrivedLateMin: number | null) => {
      const pickupAt = new Date(now.getTime() - daysAgo * DAY);
      await createTrip(db, {
        passengerId: passenger.user.id,
        status: 'completed',
        driverId: d.driver.id,
        pickupAt,
        arrivedAt: arrivedLateMin === null ? null : new Date(pickupAt.getTime() + arrivedLateMin * MIN),
        confirmedAt: new Date(pickupAt.getTime() - DAY),
        completedAt: new Date(pickupAt.getTime() + 4 * 60 * MIN),
        now: new Date(pickupAt.getTime() - 2 * DAY),
      });
    };
    // In the window: five completed (early, exactly 5 min late, on the minute, 6 min late, arrival unknown).
    await completed(1, -10);
    await completed(10, 5);
    await completed(30, 0);
    await completed(60, 6);
    await completed(89, null);
    // Out of the window: counted nowhere.
    await completed(91, 30);
    const gaveBack = async (daysAgo: number, kind: 'cancelled' | 'no_show') => {
      const at = new Date(now.getTime() - daysAgo * DAY);
      const trip = await createTrip(db, { passengerId: passenger.user.id, now: at });
      await insertDriverCancellation(db, {
        tripId: trip.id,
        driverId: d.driver.id,
        kind,
        reason: kind === 'cancelled' ? 'unwell' : null,
        note: null,
        pickupAt: trip.pickupAt,
        createdAt: at,
      });
    };
    await gaveBack(5, 'cancelled');
    await gaveBack(100, 'cancelled');
    await gaveBack(20, 'no_show');

    // By hand: booked 5 + 1 + 1 = 7, completed 5 → 71 % (500/7 = 71.4, rounded down); 4 arrivals known,
    // 3 within 5 minutes → 75 %.
    const expected = { booked: 7, completed_percent: 71, cancellations: 1, no_shows: 1, on_time_percent: 75 };
    const own = await get(await loginDriver(app, d), '/driver/reliability');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ ...expected, verdict: 'pause' });

    const trip = await createTrip(db, { passengerId: passenger.user.id, now });
    await createBid(db, {
      tripId: trip.id,
      driverId: d.driver.id,
      driverFare: 6900,
      expiresAt: new Date(now.getTime() + 30 * MIN),
      createdAt: now,
    });
    await createBid(db, {
      tripId: trip.id,
      driverId: drivers.b.driver.id,
      driverFare: 9900,
      expiresAt: new Date(now.getTime() + 30 * MIN),
      createdAt: now,
    });
    const list = (await getBidList(app, passenger, trip.id)).json().data.bids;
    expect(list[0].reliability).toEqual(expected);
    expect(list[1].driver.id).toBe(drivers.b.driver.id);
    // Driver b has no booking that ended yet: nothing to judge.
    expect(list[1].reliability).toEqual({
      booked: 0,
      completed_percent: null,
      cancellations: 0,
      no_shows: 0,
      on_time_percent: null,
    });
  });

  it('warns a driver once when their misses reach the warning threshold', async () => {
    const d = await createDriverProfile(app, { name: 'Warned Driver' });
    const login = await loginDriver(app, d);
    const giveBack = async () => {
      const trip = await createTrip(app.database.db, {
        passengerId: passenger.user.id,
        status: 'confirmed',
        driverId: d.driver.id,
        confirmedAt: clock.now(),
        now: clock.now(),
      });
      const res = await post(login, `/driver/trips/${trip.id}/cancel`, { reason: 'other' });
      expect(res.statusCode, res.body).toBe(200);
    };
    const warnings = () =>
      app.database.db
        .select()
        .from(driverReliabilityWarnings)
        .where(eq(driverReliabilityWarnings.driverId, d.driver.id));
    await giveBack();
    await giveBack();
    expect(await warnings()).toEqual([]);
    expect((await get(login, '/driver/reliability')).json().data).toMatchObject({
      verdict: 'ok',
      warned_at: null,
    });
    await giveBack();
    const warnedAt = clock.now();
    expect(await warnings()).toEqual([{ driverId: d.driver.id, warnedAt }]);
    clock.advance({ minutes: 5 });
    await giveBack();
    expect(await warnings()).toEqual([{ driverId: d.driver.id, warnedAt }]);
    expect((await get(login, '/driver/reliability')).json().data).toMatchObject({
      verdict: 'warn',
      cancellations: 4,
      warned_at: warnedAt.toISOString(),
    });

    // A fifth: none of five bookings completed is past the pause threshold (under 75 % once five are
    // booked). Bidding pauses until staff review the driver; keeping them approved resumes it.
    await giveBack();
    expect(await readDriver(app.database.db, d.driver.id)).toMatchObject({
      state: 'paused',
      pausedReason: 'reliability',
    });
    const open = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const refused = await postBid(app, login, { trip_id: open.id, driver_fare: 7000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('driverNotActive');
    const ops = await sc.session('ops');
    const kept = await sc.call(ops, 'PUT', `/admin/api/drivers/${d.driver.id}`, {
      payload: { status: 'approved' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await readDriver(app.database.db, d.driver.id))?.state).toBe('active');
    expect((await postBid(app, login, { trip_id: open.id, driver_fare: 7000 })).statusCode).toBe(201);
  });
});

describe("a passenger's cancellations over 90 days", () => {
  it('are counted by hand for drivers on the open trip and for staff on the trip', async () => {
    const p = await loginAs(app);
    const now = clock.now();
    const db = app.database.db;
    const HOUR = 60 * MIN;
    const bookedTrip = async (daysAgo: number, end: 'completed' | 'early' | 'late') => {
      const pickupAt = new Date(now.getTime() - daysAgo * DAY);
      await createTrip(db, {
        passengerId: p.user.id,
        status: end === 'completed' ? 'completed' : 'cancelled',
        driverId: drivers.a.driver.id,
        pickupAt,
        confirmedAt: new Date(pickupAt.getTime() - DAY),
        // Early: five hours before the pickup; late: inside the 120 minutes' window, through a request.
        cancelledAt:
          end === 'early'
            ? new Date(pickupAt.getTime() - 5 * HOUR)
            : end === 'late'
              ? new Date(pickupAt.getTime() - HOUR)
              : null,
        now: new Date(pickupAt.getTime() - 2 * DAY),
      });
    };
    await bookedTrip(3, 'completed');
    await bookedTrip(20, 'early');
    await bookedTrip(40, 'late');
    await bookedTrip(100, 'late');
    // Never booked: not a booking cancelled.
    await createTrip(db, { passengerId: p.user.id, status: 'cancelled', cancelledAt: now, now });
    const open = await createTrip(db, { passengerId: p.user.id, now });

    // By hand: three bookings in the window, two cancelled after booking, one of them late.
    const expected = { booked: 3, cancelled_after_booking: 2, late_cancellations: 1 };
    const list = await get(logins.b, '/driver/open-trips?per_page=50');
    expect(list.statusCode, list.body).toBe(200);
    const card = list.json().data.items.find((t: { id: number }) => t.id === open.id);
    expect(card.passenger_cancellations).toEqual(expected);

    const ops = await sc.session('ops');
    const shown = await sc.call(ops, 'GET', `/admin/api/trips/${open.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().passenger_cancellations).toEqual(expected);
  });
});

describe('an advance paid for a booking its driver gave back', () => {
  /** The held booking's advance, paid as the passenger pays it: the pay step, then the demo gateway. */
  async function payHeldAdvance(tripId: number) {
    const started = await post(passenger, `/user/trips/${tripId}/advance`, { gateway: 'demo' });
    expect(started.statusCode, started.body).toBe(200);
    const { redirect_url, reference } = started.json().data;
    await app.inject({ method: 'POST', url: new URL(redirect_url).pathname, payload: { decision: 'pay' } });
    await app.payments.settle(reference);
  }
  const refundsOf = async (tripId: number) => {
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.tripId, tripId));
    return app.database.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
  };

  it('stays with the trip while it is back in bidding, and comes back whole if the passenger then cancels', async () => {
    const db = app.database.db;
    const before = await getAdvanceSettings(db);
    // One-way trips ask ৳800 ahead while this test runs.
    await saveAdvanceSettings(
      db,
      { ...before, rules: { ...before.rules, one_way: { kind: 'fixed', amount: 800 } } },
      clock.now(),
    );
    try {
      const { trip } = await bookedTripWithBids('a', { pickupInMin: 3 * 24 * 60 });
      await payHeldAdvance(trip.id);
      expect((await readTrip(db, trip.id))?.status).toBe('confirmed');
      const res = await post(logins.a, `/driver/trips/${trip.id}/cancel`, { reason: 'unwell' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await refundsOf(trip.id)).toEqual([]);

      const reasonId = (await get(passenger, '/user/cancelled-reasons')).json().data[0].id;
      const cancelled = await post(passenger, '/user/trips/cancelled', {
        trip_id: trip.id,
        reason_id: reasonId,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await refundsOf(trip.id)).map((r) => [r.amount, r.cause])).toEqual([[800, 'driver']]);
    } finally {
      await saveAdvanceSettings(db, before, clock.now());
    }
  });
});

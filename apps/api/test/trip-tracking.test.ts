import type { TripStatus } from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, tripPositions, trips, tripTrackPoints } from '../src/db/schema/index';
import { heardLatestPosition } from '../src/modules/booking/tracking/position-channel';
import { publishTripUpdated } from '../src/modules/booking/trips/trip-events';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { openSameDatabase } from './helpers/realtime';
import { eventFor, ofType, pause, RealtimeClient } from './helpers/realtime-client';
import { staffConsole } from './helpers/staff';
import { createTrip, places, readEvents, readTrip, tripTestEnv } from './helpers/trips';

// DESIGN.md §15, docs/decisions/0018: "on my way", the driver's positions (checked, rate-limited, stored
// thinned, fanned out to the trip's passenger only), the track's deletion and the reminder to set off.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const MIN = 60_000;
let app: FastifyInstance;
let baseUrl: string;
let passenger: LoggedIn;
let otherPassenger: LoggedIn;
let driver: TestDriver;
let driverLogin: LoggedIn;
let otherDriver: TestDriver;
let otherDriverLogin: LoggedIn;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    { ...tripTestEnv, TRACKING_INTERVAL_SEC: '0', TRACK_RETENTION_DAYS: '30' },
    { clock },
  );
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  passenger = await loginAs(app);
  otherPassenger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Karim Uddin' });
  driverLogin = await loginDriver(app, driver);
  otherDriver = await createDriverProfile(app, { name: 'Other Driver' });
  otherDriverLogin = await loginDriver(app, otherDriver);
});
afterEach(() => {
  for (const client of clients.splice(0)) {
    expect(client.unreadable).toEqual([]);
    client.close();
  }
});
afterAll(async () => {
  await app.close();
});

const bookedTrip = (
  status: TripStatus = 'confirmed',
  { pickupInMin = 120, driverId = driver.driver.id, passengerId = passenger.user.id } = {},
) =>
  createTrip(app.database.db, {
    passengerId,
    status,
    driverId,
    pickupAt: new Date(clock.now().getTime() + pickupInMin * MIN),
    now: clock.now(),
  });

const post = (who: LoggedIn, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const get = (who: LoggedIn, url: string) =>
  app.inject({ method: 'GET', url: `/api/v3${url}`, headers: who.headers });

/** A point `metresNorth` of Gulshan, taken `agoMs` before the clock. */
function point(metresNorth = 0, agoMs = 0, extra: Record<string, unknown> = {}) {
  return {
    lat: places.gulshan.lat + metresNorth / 111_320,
    lng: places.gulshan.lng,
    accuracy_m: 10,
    at: new Date(clock.now().getTime() - agoMs).toISOString(),
    ...extra,
  };
}

const trackOf = (tripId: number) =>
  app.database.db.select().from(tripTrackPoints).where(eq(tripTrackPoints.tripId, tripId));
const latestOf = async (tripId: number) =>
  (await app.database.db.select().from(tripPositions).where(eq(tripPositions.tripId, tripId)))[0];
const smsOf = (tripId: number, kind: string) =>
  app.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.tripId, tripId), eq(notifications.kind, kind), eq(notifications.channel, 'sms')),
    );

async function onMyWay(tripId: number) {
  const res = await post(driverLogin, `/driver/trips/${tripId}/on-my-way`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

async function connect(who: LoggedIn) {
  const client = await RealtimeClient.connect(baseUrl, who.access_token);
  clients.push(client);
  return client;
}

describe('POST /api/v3/driver/trips/{id}/on-my-way', () => {
  it('stamps a confirmed trip once, writes the timeline event and texts the passenger', async () => {
    const trip = await bookedTrip();
    const res = await onMyWay(trip.id);
    expect(res.json()).toMatchObject({
      code: 'driverOnMyWay',
      data: { trip: { id: trip.id, status: 'confirmed', on_my_way_at: clock.now().toISOString() } },
    });
    expect((await readTrip(app.database.db, trip.id))?.onMyWayAt).toEqual(clock.now());
    const events = await readEvents(app.database.db, trip.id);
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'confirmed',
      actor: 'driver',
      note: 'on_my_way',
    });
    const sms = await smsOf(trip.id, 'driver_on_my_way');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.userId).toBe(passenger.user.id);
    // The passenger's trip view says so too.
    const detail = await get(passenger, `/user/trips/${trip.id}`);
    expect(detail.json().data.trip.on_my_way_at).toBe(clock.now().toISOString());

    const again = await post(driverLogin, `/driver/trips/${trip.id}/on-my-way`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'You have already told the passenger that you are on your way.',
      code: 'onMyWayAlreadyMarked',
    });
    expect(await smsOf(trip.id, 'driver_on_my_way')).toHaveLength(1);
  });

  it('is refused on a trip that is not confirmed, after arrival, and for another driver', async () => {
    const started = await bookedTrip('started');
    const res = await post(driverLogin, `/driver/trips/${started.id}/on-my-way`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Only a confirmed trip can be marked as on the way.',
      code: 'onMyWayNotAllowed',
    });
    const arrived = await bookedTrip();
    expect((await post(driverLogin, `/driver/trips/${arrived.id}/arrived`)).statusCode).toBe(200);
    expect((await post(driverLogin, `/driver/trips/${arrived.id}/on-my-way`)).json().code).toBe(
      'onMyWayAlreadyMarked',
    );
    const theirs = await bookedTrip('confirmed', { driverId: otherDriver.driver.id });
    const notMine = await post(driverLogin, `/driver/trips/${theirs.id}/on-my-way`);
    expect(notMine.statusCode).toBe(404);
    expect((await readTrip(app.database.db, theirs.id))?.onMyWayAt).toBeNull();
    expect((await post(passenger, `/driver/trips/${theirs.id}/on-my-way`)).statusCode).toBe(403);
  });
});

describe('POST /api/v3/driver/trips/{id}/positions', () => {
  it('takes no positions before "on my way" nor after check-out', async () => {
    const trip = await bookedTrip();
    const before = await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: [point()] });
    expect(before.statusCode).toBe(400);
    expect(before.json().code).toBe('positionsNotAccepted');
    const completed = await bookedTrip('completed');
    const after = await post(driverLogin, `/driver/trips/${completed.id}/positions`, { points: [point()] });
    expect(after.json().code).toBe('positionsNotAccepted');
    expect(await trackOf(trip.id)).toEqual([]);
    expect(await trackOf(completed.id)).toEqual([]);
  });

  it('stores a good point as the latest, which the passenger reads, and nobody else', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    const res = await post(driverLogin, `/driver/trips/${trip.id}/positions`, {
      points: [point(0, 0, { heading: 90, speed_mps: 8 })],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ accepted: 1, kept: 1, refused: [] });
    const seen = await get(passenger, `/user/trips/${trip.id}/position`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({
      tracking: true,
      position: {
        lat: places.gulshan.lat,
        lng: places.gulshan.lng,
        accuracy_m: 10,
        heading: 90,
        speed_mps: 8,
        at: clock.now().toISOString(),
      },
    });
    // Another passenger's read is the same as a trip that does not exist; a driver has no such route.
    const other = await get(otherPassenger, `/user/trips/${trip.id}/position`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('tripNotFound');
    expect((await get(driverLogin, `/user/trips/${trip.id}/position`)).statusCode).toBe(403);
    // The driver of another trip cannot send positions for this one.
    const foreign = await post(otherDriverLogin, `/driver/trips/${trip.id}/positions`, {
      points: [point(10)],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses bad points with field messages and stores none of them', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    clock.advance({ seconds: 10 });
    expect(
      (await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: [point()] })).statusCode,
    ).toBe(200);
    const stored = await latestOf(trip.id);
    clock.advance({ seconds: 10 });
    const bad = await post(driverLogin, `/driver/trips/${trip.id}/positions`, {
      points: [
        { ...point(), lat: 27.7172, lng: 85.324 }, // Kathmandu
        point(0, -5 * MIN), // five minutes ahead of the server's clock
        point(5_000, 0), // 5 km in 10 s
        point(0, 0, { accuracy_m: 900 }),
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: expect.any(String),
      code: 'validationError',
      errors: {
        'points.0.lat': ['This position is outside Bangladesh.'],
        'points.1.at': ['This position’s time is in the future. Please check the phone’s clock.'],
        'points.2.lat': ['This position is too far from the last one for the time between them.'],
        'points.3.accuracy_m': ['This position is not accurate enough.'],
      },
    });
    // A point that is not even a point is refused by the schema.
    const malformed = await post(driverLogin, `/driver/trips/${trip.id}/positions`, {
      points: [{ lat: 'north', lng: 90.4, accuracy_m: 5, at: 'yesterday' }],
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['points.0.at', 'points.0.lat']);
    expect(await trackOf(trip.id)).toHaveLength(1);
    // The latest is still the good point; the refused batch counted in the rate window, nothing else.
    expect(await latestOf(trip.id)).toEqual({ ...stored, windowCount: 2 });

    // In a batch, the good points are stored and the bad ones named.
    const mixed = await post(driverLogin, `/driver/trips/${trip.id}/positions`, {
      points: [point(50, 5000), { ...point(60), lat: 10 }],
    });
    expect(mixed.statusCode).toBe(200);
    expect(mixed.json().data).toMatchObject({
      accepted: 1,
      refused: [{ index: 1, field: 'lat', code: 'positionOutsideBangladesh' }],
    });
  });

  it('keeps a thinned track: a point per 30 s or 200 m, the latest always', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    // Two minutes of a point every 5 s, crawling 10 m each: 25 points, one kept per 30 s.
    const start = clock.now().getTime();
    const crawl = Array.from({ length: 25 }, (_, i) => ({
      ...point(i * 10),
      at: new Date(start + i * 5000).toISOString(),
    }));
    clock.set(new Date(start + 24 * 5000));
    const res = await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: crawl });
    expect(res.json().data).toMatchObject({ accepted: 25, kept: 5, refused: [] });
    let track = await trackOf(trip.id);
    expect(track.map((p) => (p.at.getTime() - start) / 1000)).toEqual([0, 30, 60, 90, 120]);
    // Then a fast stretch: 250 m every 10 s is kept at every point (200 m), though under 30 s apart.
    const fastStart = clock.now().getTime();
    const fast = Array.from({ length: 3 }, (_, i) => ({
      ...point(240 + (i + 1) * 250),
      at: new Date(fastStart + (i + 1) * 10_000).toISOString(),
    }));
    clock.set(new Date(fastStart + 30_000));
    await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: fast });
    track = await trackOf(trip.id);
    expect(track).toHaveLength(8);
    expect((await latestOf(trip.id))?.at).toEqual(new Date(fastStart + 30_000));
  });

  it('is rate-limited per trip across submissions', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    let last = 200;
    for (let i = 0; i < 31; i += 1) {
      clock.advance({ ms: 1000 });
      last = (await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: [point(i)] }))
        .statusCode;
      if (i < 30) expect(last, `submission ${i + 1}`).toBe(200);
    }
    expect(last).toBe(429);
    clock.advance({ minutes: 1 });
    expect(
      (await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: [point(40)] })).statusCode,
    ).toBe(200);
  });
});

describe('positions over the WebSocket', () => {
  it('reach the trip’s passenger only; another passenger and another trip’s driver cannot follow it', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    const watcher = await connect(passenger);
    expect(await watcher.subscribe(trip.id)).toEqual({ type: 'subscribed', trip_id: trip.id });
    const stranger = await connect(otherPassenger);
    expect(await stranger.subscribe(trip.id)).toMatchObject({ type: 'error', code: 'trip_not_found' });
    const otherCar = await connect(otherDriverLogin);
    expect(await otherCar.subscribe(trip.id)).toMatchObject({ type: 'error', code: 'forbidden' });

    const car = await connect(driverLogin);
    clock.advance({ seconds: 5 });
    const sent = point(100);
    car.send({ type: 'position', trip_id: trip.id, point: sent });
    expect(await car.next(ofType('position_accepted'))).toEqual({
      type: 'position_accepted',
      trip_id: trip.id,
      at: sent.at,
    });
    const seen = await watcher.next(eventFor('position', trip.id));
    expect(seen.data).toMatchObject({ lat: sent.lat, lng: sent.lng, accuracy_m: 10, at: sent.at });

    // Another trip's driver sending for this trip is refused and nothing reaches the passenger.
    const before = watcher.received.length;
    const otherFrom = otherCar.received.length;
    otherCar.send({ type: 'position', trip_id: trip.id, point: point(120) });
    expect(await otherCar.next(ofType('error'), { from: otherFrom })).toMatchObject({
      code: 'trip_not_found',
      trip_id: trip.id,
    });
    // A bad point: an error frame naming the field, not stored, not sent.
    clock.advance({ seconds: 5 });
    const carFrom = car.received.length;
    car.send({ type: 'position', trip_id: trip.id, point: { ...point(150), lat: 40 } });
    expect(await car.next(ofType('error'), { from: carFrom })).toMatchObject({
      code: 'position_refused',
      field: 'lat',
      message: 'This position is outside Bangladesh.',
    });
    await pause(200);
    expect(watcher.received.slice(before).filter((m) => m.type === 'position')).toEqual([]);
    expect(stranger.received.filter((m) => m.type === 'position')).toEqual([]);
    expect(otherCar.received.filter((m) => m.type === 'position')).toEqual([]);
    // Written behind (docs/decisions/0021): the good point is stored within TRACK_WRITE_MS, the bad never.
    await expect.poll(() => trackOf(trip.id), { timeout: 3000 }).toHaveLength(1);
    expect(await latestOf(trip.id)).toMatchObject({ at: new Date(sent.at), windowCount: 2 });
  });

  it('stop at once when the trip stops taking them: its event reaches the state held in memory', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    const watcher = await connect(passenger);
    await watcher.subscribe(trip.id);
    const car = await connect(driverLogin);
    clock.advance({ seconds: 5 });
    car.send({ type: 'position', trip_id: trip.id, point: point(10) });
    await car.next(ofType('position_accepted'));
    // Checked out, as every writer of a trip does: the row changes, then its event is published; the
    // passenger's page hears of it (after the tracking state, which needs no read to drop it).
    await app.database.db
      .update(trips)
      .set({ status: 'completed', startedAt: clock.now(), completedAt: clock.now() })
      .where(eq(trips.id, trip.id));
    await publishTripUpdated(app, [trip.id]);
    await watcher.next(eventFor('trip.updated', trip.id));
    clock.advance({ seconds: 5 });
    const from = car.received.length;
    car.send({ type: 'position', trip_id: trip.id, point: point(60) });
    expect(await car.next(ofType('error'), { from })).toMatchObject({
      code: 'positions_not_accepted',
      trip_id: trip.id,
    });
    await expect.poll(() => trackOf(trip.id), { timeout: 3000 }).toHaveLength(1);
    expect((await latestOf(trip.id))?.at).toEqual(new Date(clock.now().getTime() - 5000));
  });

  it('reach a passenger connected to another API process (PostgreSQL NOTIFY)', async () => {
    const otherDatabase = await openSameDatabase(app.database);
    const other = await buildTestApp(tripTestEnv, { clock, database: otherDatabase });
    try {
      const otherUrl = await other.listen({ host: '127.0.0.1', port: 0 });
      const trip = await bookedTrip();
      await onMyWay(trip.id);
      const watcher = await RealtimeClient.connect(otherUrl, passenger.access_token);
      clients.push(watcher);
      expect(await watcher.subscribe(trip.id)).toEqual({ type: 'subscribed', trip_id: trip.id });
      clock.advance({ seconds: 5 });
      const sent = point(30);
      const res = await post(driverLogin, `/driver/trips/${trip.id}/positions`, { points: [sent] });
      expect(res.statusCode).toBe(200);
      expect((await watcher.next(eventFor('position', trip.id))).data).toMatchObject({ at: sent.at });
    } finally {
      for (const client of clients.splice(0)) client.close();
      await other.close();
      await otherDatabase.close();
    }
  });

  it('are read as the newest point, in every process, while the stored row waits its turn', async () => {
    const otherDatabase = await openSameDatabase(app.database);
    const other = await buildTestApp(tripTestEnv, { clock, database: otherDatabase });
    try {
      await other.ready();
      const trip = await bookedTrip();
      await onMyWay(trip.id);
      const car = await connect(driverLogin);
      clock.advance({ seconds: 5 });
      const first = point(10);
      car.send({ type: 'position', trip_id: trip.id, point: first });
      await car.next(ofType('position_accepted'));
      // A trip's first point is stored with the next write; the next ones every TRACK_LATEST_WRITE_MS.
      await expect
        .poll(async () => (await latestOf(trip.id))?.at, { timeout: 3000 })
        .toEqual(new Date(first.at));
      clock.advance({ seconds: 5 });
      const second = point(40);
      const from = car.received.length;
      car.send({ type: 'position', trip_id: trip.id, point: second });
      await car.next(ofType('position_accepted'), { from });
      await pause(1500);
      expect((await latestOf(trip.id))?.at).toEqual(new Date(first.at));
      // Both processes heard the second point (the other by NOTIFY on PostgreSQL) and answer it.
      const readPosition = (api: FastifyInstance) =>
        api.inject({
          method: 'GET',
          url: `/api/v3/user/trips/${trip.id}/position`,
          headers: passenger.headers,
        });
      for (const api of [app, other]) {
        await expect
          .poll(async () => (await readPosition(api)).json().data.position?.at, { timeout: 3000 })
          .toBe(second.at);
      }
      // A trip event: the heard point is forgotten (a new driver's car is not this one's) and the stored
      // row catches up with the next write, so readers answer the same point from it.
      await publishTripUpdated(app, [trip.id]);
      await expect.poll(() => heardLatestPosition(app.database.db, trip.id)).toBeUndefined();
      await expect
        .poll(async () => (await latestOf(trip.id))?.at, { timeout: 3000 })
        .toEqual(new Date(second.at));
      for (const api of [app, other])
        expect((await readPosition(api)).json().data.position.at).toBe(second.at);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });

  it('refuses a passenger sending positions', async () => {
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    const client = await connect(passenger);
    client.send({ type: 'position', trip_id: trip.id, point: point() });
    expect(await client.next(ofType('error'))).toMatchObject({ code: 'forbidden', trip_id: trip.id });
    expect(await trackOf(trip.id)).toEqual([]);
  });
});

describe('staff', () => {
  it('see the car’s latest position and its thinned track in the console', async () => {
    const sc = staffConsole(app, clock);
    await sc.createAccounts();
    const ops = await sc.session('ops');
    const trip = await bookedTrip();
    await onMyWay(trip.id);
    const start = clock.now().getTime();
    clock.advance({ seconds: 40 });
    await post(driverLogin, `/driver/trips/${trip.id}/positions`, {
      points: [0, 5, 10, 35, 40].map((s) => ({
        ...point(s * 5),
        at: new Date(start + s * 1000).toISOString(),
      })),
    });
    const opened = await sc.call(ops, 'GET', `/admin/api/trips/${trip.id}`);
    expect(opened.statusCode).toBe(200);
    const body = opened.json();
    expect(body.on_my_way_at).toBe(new Date(start).toISOString());
    expect(body.position).toMatchObject({ at: new Date(start + 40_000).toISOString(), accuracy_m: 10 });
    // Kept: the first point and the one 35 s on; the track ends where the car was last seen.
    expect(body.track.map((p: { at: string }) => (Date.parse(p.at) - start) / 1000)).toEqual([0, 35, 40]);
    expect(await trackOf(trip.id)).toHaveLength(2);
  });
});

describe('tracking jobs', () => {
  // The clock moves by days here: each test logs the driver in again, as the app would after a refresh.
  beforeEach(async () => {
    driverLogin = await loginDriver(app, driver);
  });

  it('delete tracks older than TRACK_RETENTION_DAYS, keeping newer ones', async () => {
    const old = await bookedTrip();
    await onMyWay(old.id);
    await post(driverLogin, `/driver/trips/${old.id}/positions`, { points: [point()] });
    clock.advance({ days: 20 });
    driverLogin = await loginDriver(app, driver);
    const recent = await bookedTrip();
    await onMyWay(recent.id);
    await post(driverLogin, `/driver/trips/${recent.id}/positions`, { points: [point()] });
    clock.advance({ days: 11 });
    await app.jobs.runOnce('track-retention');
    expect(await trackOf(old.id)).toEqual([]);
    expect(await latestOf(old.id)).toBeUndefined();
    expect(await trackOf(recent.id)).toHaveLength(1);
    expect(await latestOf(recent.id)).toMatchObject({ tripId: recent.id, lat: places.gulshan.lat });
  });

  it('remind a driver who has not set off 30 minutes before the pickup, exactly once', async () => {
    const due = await bookedTrip('confirmed', { pickupInMin: 29 });
    const later = await bookedTrip('confirmed', { pickupInMin: 45 });
    const setOff = await bookedTrip('confirmed', { pickupInMin: 20 });
    await onMyWay(setOff.id);
    await app.jobs.runOnce('on-my-way-reminder');
    await app.jobs.runOnce('on-my-way-reminder');
    const sms = await smsOf(due.id, 'on_my_way_reminder');
    expect(sms).toHaveLength(1);
    expect(sms[0]!.userId).toBe(driver.user.id);
    expect((await readTrip(app.database.db, due.id))?.onMyWayRemindedAt).toEqual(clock.now());
    expect(await smsOf(later.id, 'on_my_way_reminder')).toEqual([]);
    expect(await smsOf(setOff.id, 'on_my_way_reminder')).toEqual([]);
    // Its turn comes at 30 minutes before its pickup, once.
    clock.advance({ minutes: 16 });
    await app.jobs.runOnce('on-my-way-reminder');
    await app.jobs.runOnce('on-my-way-reminder');
    expect(await smsOf(later.id, 'on_my_way_reminder')).toHaveLength(1);
    expect(await smsOf(due.id, 'on_my_way_reminder')).toHaveLength(1);
  });
});

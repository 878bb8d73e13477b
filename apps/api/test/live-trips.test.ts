import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPositions } from '../src/db/schema/index';
import { openIncidentInTx } from '../src/modules/booking/safety/incidents';
import { publishTripPositions } from '../src/modules/booking/tracking/position-channel';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { staffConsole } from './helpers/staff';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// Issue 43 item 7: staff's live map lists every trip a car is driving to or on, incidents first, then
// the longest silent; no names or numbers.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;
let passenger: LoggedIn;
let driver: TestDriver;
const alerts = {
  staffInbox: 'alerts@pothik.test',
  brand: { en: 'Pothik', bn: 'পথিক' },
  siteUrl: 'http://localhost:3000',
};

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Abdul Karim' });
});
afterAll(() => app.close());

const trip = (overrides: Partial<Parameters<typeof createTrip>[1]>) =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    driverId: driver.driver.id,
    now: clock.now(),
    ...overrides,
  });
const reportAt = (tripId: number, secondsAgo: number) => {
  const at = new Date(clock.now().getTime() - secondsAgo * 1000);
  return app.database.db
    .insert(tripPositions)
    .values({ tripId, lat: 23.79, lng: 90.41, accuracyM: 10, at, receivedAt: at, windowStartedAt: at });
};

describe(`the staff's live map, on ${testDbKind}`, () => {
  it('lists the trips a car is driving to or on, incidents first, then the longest silent, with no names or numbers', async () => {
    const started = await trip({ status: 'started', startedAt: clock.now() });
    await reportAt(started.id, 10);
    const silent = await trip({ status: 'started', startedAt: clock.now() });
    await reportAt(silent.id, 120);
    const onTheWay = await trip({ status: 'confirmed', onMyWayAt: clock.now() });
    const notYet = await trip({ status: 'confirmed' });
    const requested = await trip({ status: 'requested', driverId: null });
    const inTrouble = await trip({ status: 'started', startedAt: clock.now() });
    await reportAt(inTrouble.id, 5);
    const incident = await app.database.db.transaction((tx) =>
      openIncidentInTx(tx, {
        trip: inTrouble,
        kind: 'sos',
        raisedBy: 'passenger',
        raisedByUserId: passenger.user.id,
        now: clock.now(),
        alerts,
      }),
    );

    const sc = staffConsole(app, clock);
    await sc.createAccounts();
    const res = await sc.call(await sc.session('ops'), 'GET', '/admin/api/live-trips');
    expect(res.statusCode).toBe(200);
    const live = res.json().data as { trip_id: number }[];
    const ours = live.filter((t) =>
      [started, silent, onTheWay, notYet, requested, inTrouble].some((x) => x.id === t.trip_id),
    );
    // A trip with no position yet sorts after the reporting ones (nulls last in ascending order).
    expect(ours.map((t) => t.trip_id)).toEqual([inTrouble.id, silent.id, started.id, onTheWay.id]);
    expect(ours[0]).toMatchObject({
      status: 'started',
      plate_number: driver.driver.plateNumber,
      pickup: { lat: places.gulshan.lat, lng: places.gulshan.lng },
      position: { lat: 23.79, lng: 90.41, is_stale: false },
      incident: { id: incident.id, kind: 'sos', state: 'open' },
    });
    expect(ours[1]).toMatchObject({ position: { is_stale: true }, incident: null });
    expect(ours[3]).toMatchObject({ status: 'confirmed', position: null });
    expect(res.body).not.toContain(passenger.mobile);
    expect(res.body).not.toContain('Abdul');

    const editor = await sc.session('editor');
    expect((await sc.call(editor, 'GET', '/admin/api/live-trips')).statusCode).toBe(403);
  });

  it('shows the newest point this process heard over an older stored one, and sorts by it', async () => {
    const behind = await trip({ status: 'started', startedAt: clock.now() });
    await reportAt(behind.id, 200);
    const quiet = await trip({ status: 'started', startedAt: clock.now() });
    await reportAt(quiet.id, 100);
    // The stored row is written every TRACK_LATEST_WRITE_MS; the point itself reached every process.
    const heardAt = new Date(clock.now().getTime() - 3000).toISOString();
    publishTripPositions(app.database, app.log, [
      {
        tripId: behind.id,
        passengerId: passenger.user.id,
        position: { lat: 23.8, lng: 90.42, accuracy_m: 8, heading: null, speed_mps: null, at: heardAt },
      },
    ]);
    const sc = staffConsole(app, clock);
    const res = await sc.call(await sc.session('ops'), 'GET', '/admin/api/live-trips');
    const live = (res.json().data as { trip_id: number }[]).filter((t) =>
      [behind.id, quiet.id].includes(t.trip_id),
    );
    expect(live.map((t) => t.trip_id)).toEqual([quiet.id, behind.id]);
    expect(live[1]).toMatchObject({ position: { lat: 23.8, lng: 90.42, at: heardAt, is_stale: false } });
  });
});

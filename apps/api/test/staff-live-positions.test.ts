import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { ofType, RealtimeClient } from './helpers/realtime-client';
import { type StaffSession, staffConsole } from './helpers/staff';
import { openStaffSocket, type StaffSocket } from './helpers/staff-socket';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// Issue 43 item 7, docs/decisions/0018: the console's live map follows every live trip's positions over
// a WebSocket opened with the staff session (ops and admins); nobody else receives them.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
const HOUR = 3_600_000;
const PATH = '/admin/api/live-trips/positions';

let app: FastifyInstance;
let baseUrl: string;
let passenger: LoggedIn;
let otherPassenger: LoggedIn;
let driver: TestDriver;
let driverLogin: LoggedIn;
let sc: ReturnType<typeof staffConsole>;

beforeAll(async () => {
  // A heartbeat a second, so an ended session is seen within the test.
  app = await buildTestApp({ ...tripTestEnv, REALTIME_HEARTBEAT_SEC: '1' }, { clock });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  passenger = await loginAs(app);
  otherPassenger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Abdul Karim' });
  driverLogin = await loginDriver(app, driver);
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});
afterAll(() => app.close());

const openSocket = (cookie: string | undefined) => openStaffSocket(baseUrl, PATH, cookie);

const liveTrip = () =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'confirmed',
    driverId: driver.driver.id,
    pickupAt: new Date(clock.now().getTime() + HOUR),
    onMyWayAt: clock.now(),
    now: clock.now(),
  });
const sendPoint = (tripId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/driver/trips/${tripId}/positions`,
    headers: driverLogin.headers,
    payload: {
      points: [
        { lat: places.gulshan.lat, lng: places.gulshan.lng, accuracy_m: 10, at: clock.now().toISOString() },
      ],
    },
  });

describe(`the live map's positions socket, on ${testDbKind}`, () => {
  it('pushes every live trip’s position to ops; a passenger socket without that trip gets none', async () => {
    const trip = await liveTrip();
    const ops = (await openSocket((await sc.session('ops')).cookie)) as StaffSocket;
    await ops.next('subscribed');
    const other = await RealtimeClient.connect(baseUrl, otherPassenger.access_token);
    expect(await other.subscribe(trip.id)).toMatchObject({ type: 'error', code: 'trip_not_found' });
    const owner = await RealtimeClient.connect(baseUrl, passenger.access_token);
    await owner.subscribe(trip.id);

    expect((await sendPoint(trip.id)).statusCode).toBe(200);
    await ops.next('position');
    expect(ops.messages.find((m) => m.type === 'position')).toEqual({
      type: 'position',
      trip_id: trip.id,
      data: {
        lat: places.gulshan.lat,
        lng: places.gulshan.lng,
        accuracy_m: 10,
        heading: null,
        speed_mps: null,
        at: clock.now().toISOString(),
      },
    });
    // The owner's socket got it too, so the other passenger's would have by now.
    await owner.next(ofType('position'));
    expect(other.received.some((m) => m.type === 'position')).toBe(false);
    for (const client of [ops, other, owner]) client.close();
  });

  it('refuses the upgrade without a session or for a role without the live map', async () => {
    expect(await openSocket(undefined)).toBe(401);
    expect(await openSocket((await sc.session('editor')).cookie)).toBe(403);
    expect(await openSocket(`${(await sc.session('ops')).cookie}x`)).toBe(401);
  });

  it('closes the socket once the staff member logs out', async () => {
    const session: StaffSession = await sc.session('ops');
    const ops = (await openSocket(session.cookie)) as StaffSocket;
    await ops.next('subscribed');
    expect((await sc.call(session, 'POST', '/admin/api/auth/logout')).statusCode).toBe(200);
    expect(await ops.closed).toBe(4401);
  });
});

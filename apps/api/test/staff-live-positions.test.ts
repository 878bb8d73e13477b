import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { ofType, RealtimeClient } from './helpers/realtime-client';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// Issue 43 item 7, docs/decisions/0018: the console's live map follows every live trip's positions over
// a WebSocket opened with the staff session (ops and admins); nobody else receives them.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
const HOUR = 3_600_000;
const PATH = '/admin/api/live-trips/positions';

type Ws = {
  close(): void;
  on(event: 'open', listener: () => void): Ws;
  on(event: 'message', listener: (data: Buffer) => void): Ws;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): Ws;
  on(event: 'error', listener: (err: Error) => void): Ws;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number }) => void): Ws;
};
const WebSocket = createRequire(import.meta.url)('ws') as new (
  url: string,
  options: { headers: Record<string, string> },
) => Ws;

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

type StaffSocket = {
  messages: { type: string; trip_id?: number; data?: Record<string, unknown> }[];
  closed: Promise<number>;
  next: (type: string) => Promise<void>;
  close: () => void;
};

/** A socket opened as the browser would: the session cookie on the upgrade; the HTTP status if refused. */
function openStaffSocket(cookie: string | undefined): Promise<StaffSocket | number> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${PATH}`, {
    headers: cookie ? { cookie } : {},
  });
  const messages: StaffSocket['messages'] = [];
  let wake = () => {};
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString('utf8')));
    wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  // Up to 5 s: 100 waits of at most 50 ms each.
  const next = async (type: string) => {
    for (let tries = 0; !messages.some((m) => m.type === type); tries++) {
      if (tries === 100) throw new Error(`no ${type}: ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ messages, closed, next, close: () => ws.close() }));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
    ws.on('error', reject);
  });
}

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
    const ops = (await openStaffSocket((await sc.session('ops')).cookie)) as StaffSocket;
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
    expect(await openStaffSocket(undefined)).toBe(401);
    expect(await openStaffSocket((await sc.session('editor')).cookie)).toBe(403);
    expect(await openStaffSocket(`${(await sc.session('ops')).cookie}x`)).toBe(401);
  });

  it('closes the socket once the staff member logs out', async () => {
    const session: StaffSession = await sc.session('ops');
    const ops = (await openStaffSocket(session.cookie)) as StaffSocket;
    await ops.next('subscribed');
    expect((await sc.call(session, 'POST', '/admin/api/auth/logout')).statusCode).toBe(200);
    expect(await ops.closed).toBe(4401);
  });
});

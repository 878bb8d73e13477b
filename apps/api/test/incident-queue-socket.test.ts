import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';
import { staffConsole } from './helpers/staff';
import { openStaffSocket, type StaffSocket } from './helpers/staff-socket';
import { createTrip, tripTestEnv } from './helpers/trips';

// Issue 43 item 4: an SOS is due in the console's queue within 2 s, so the queue hears each incident step
// by push as it commits, from whichever API process wrote it (two apps on one database here).
const clock = createTestClock('2026-11-29T06:00:00.000Z');
const HOUR = 3_600_000;
const PATH = '/admin/api/incident-queue/live';

let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;
let passenger: LoggedIn;
let baseUrl: string;
let sc: ReturnType<typeof staffConsole>;

beforeAll(async () => {
  // A heartbeat a second, so an ended session is seen within the test.
  const env = {
    ...tripTestEnv,
    OUTBOX_INTERVAL_SEC: '0',
    INCIDENT_ALERT_CHECK_SEC: '0',
    REALTIME_HEARTBEAT_SEC: '1',
  };
  a = await buildTestApp(env, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp(env, { clock, database: bDatabase });
  baseUrl = await a.listen({ host: '127.0.0.1', port: 0 });
  await b.ready();
  passenger = await loginAs(b);
  sc = staffConsole(a, clock);
  await sc.createAccounts();
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

const openSocket = (cookie: string | undefined) => openStaffSocket(baseUrl, PATH, cookie);

/** A started trip of `passenger` with a driver. */
async function ongoingTrip() {
  const driver = await createDriverProfile(a);
  return createTrip(a.database.db, {
    passengerId: passenger.user.id,
    status: 'started',
    driverId: driver.driver.id,
    pickupAt: new Date(clock.now().getTime() - HOUR),
    now: clock.now(),
  });
}

describe(`the incident queue's socket, on ${testDbKind}`, () => {
  it('tells ops of an SOS raised through another process, and of each step staff take', async () => {
    const ops = (await openSocket((await sc.session('ops')).cookie)) as StaffSocket;
    await ops.next('subscribed');
    expect(ops.messages).toEqual([{ type: 'subscribed', channel: 'incidents' }]);

    const trip = await ongoingTrip();
    const raised = await b.inject({
      method: 'POST',
      url: `/api/v3/user/trips/${trip.id}/sos`,
      headers: passenger.headers,
    });
    expect(raised.statusCode).toBe(201);
    const id = raised.json().data.id as number;
    await ops.next('incident');
    // Ids only: the queue's own read is the audited one.
    expect(ops.messages.filter((m) => m.type === 'incident')).toEqual([{ type: 'incident', id }]);

    const seen = ops.messages.length;
    const acknowledged = await sc.call(
      await sc.session('ops'),
      'POST',
      `/admin/api/incidents/${id}/acknowledge`,
      {
        payload: {},
      },
    );
    expect(acknowledged.statusCode).toBe(200);
    await ops.next('incident', 2);
    expect(ops.messages.slice(seen)).toEqual([{ type: 'incident', id }]);
    ops.close();
  });

  it('refuses the upgrade without a session or for a role without the queue', async () => {
    expect(await openSocket(undefined)).toBe(401);
    expect(await openSocket((await sc.session('editor')).cookie)).toBe(403);
  });

  it('closes the socket once the staff member logs out', async () => {
    const session = await sc.session('ops');
    const ops = (await openSocket(session.cookie)) as StaffSocket;
    await ops.next('subscribed');
    expect((await sc.call(session, 'POST', '/admin/api/auth/logout')).statusCode).toBe(200);
    expect(await ops.closed).toBe(4401);
  });
});

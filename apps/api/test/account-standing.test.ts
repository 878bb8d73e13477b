import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs, sendCode } from './helpers/auth';
import { createDriverProfile, getBidList, loginDriver, readBid, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';
import { eventFor, RealtimeClient } from './helpers/realtime-client';
import { staffConsole } from './helpers/staff';
import { oneWayBody, readEvents, readTrip, tripTestEnv } from './helpers/trips';

// A passenger staff block, or a driver staff suspend, is refused on every API process
// within a second, over HTTP and on open sockets; the suspended driver's bids end before the passengers'
// eyes, and the blocked passenger's open requests are cancelled with a note staff read, their bidders
// told. Two apps on one database are two API processes (on PGlite they share the instance).
const clock = createTestClock('2026-03-10T04:00:00.000Z');

let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;
let urlB: string;
let sc: ReturnType<typeof staffConsole>;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  a = await buildTestApp(tripTestEnv, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp(tripTestEnv, { clock, database: bDatabase });
  await a.listen({ host: '127.0.0.1', port: 0 });
  urlB = await b.listen({ host: '127.0.0.1', port: 0 });
  sc = staffConsole(a, clock);
  await sc.createAccounts();
});
afterAll(async () => {
  for (const client of clients) client.close();
  await b.close();
  await bDatabase.close();
  await a.close();
});

async function connect(url: string, who: LoggedIn) {
  const client = await RealtimeClient.connect(url, who.access_token);
  clients.push(client);
  return client;
}

const profileStatus = async (app: FastifyInstance, who: LoggedIn, path: string) =>
  (await app.inject({ url: `/api/v3${path}`, headers: who.headers })).statusCode;

async function requestTrip(who: LoggedIn) {
  const res = await a.inject({
    method: 'POST',
    url: '/api/v3/user/trips',
    headers: who.headers,
    payload: oneWayBody(clock.now()),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.trip.id as number;
}

async function bid(driver: LoggedIn, tripId: number, fare: number) {
  const res = await a.inject({
    method: 'POST',
    url: '/api/v3/driver/bids',
    headers: driver.headers,
    payload: { trip_id: tripId, driver_fare: fare },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.bid.id as number;
}

describe(`standing obeys staff at once, on two API processes on ${testDbKind}`, () => {
  it('a blocked passenger is refused on both processes and their sockets end; their requests are cancelled and bidders told', async () => {
    const ops = await sc.session('ops');
    const passenger = await loginAs(a);
    const d: TestDriver = await createDriverProfile(a);
    const driver = await loginDriver(a, d);
    const tripId = await requestTrip(passenger);
    const bidId = await bid(driver, tripId, 7200);
    const passengerOnB = await connect(urlB, passenger);
    const driverOnB = await connect(urlB, driver);
    expect(await profileStatus(b, passenger, '/user/profile')).toBe(200);

    const blocked = await sc.call(ops, 'POST', `/admin/api/passengers/${passenger.user.id}/block`);
    expect(blocked.statusCode).toBe(200);

    // The process that blocked refuses at once; the other within a second.
    expect(await profileStatus(a, passenger, '/user/profile')).toBe(401);
    expect(
      (await a.inject({ url: '/api/v3/user/profile', headers: passenger.headers })).json(),
    ).toMatchObject({
      message: 'Please log in again.',
    });
    await expect
      .poll(() => profileStatus(b, passenger, '/user/profile'), { timeout: 1000, interval: 20 })
      .toBe(401);
    expect((await passengerOnB.closed).code).toBe(4401);
    // A new login is refused, and the refresh token is spent.
    expect((await sendCode(a, passenger.mobile)).json().code).toBe('accountDisabled');
    const refreshed = await a.inject({
      method: 'POST',
      url: '/api/v3/user/refresh-token',
      payload: { refresh_token: passenger.refresh_token },
    });
    expect(refreshed.statusCode).toBe(401);

    // The open request is cancelled by staff, with a note they read; the bidder is told their bid ended.
    expect(await readTrip(a.database.db, tripId)).toMatchObject({
      status: 'cancelled',
      cancelNote: 'Cancelled by staff: the passenger’s account was blocked.',
    });
    expect((await readEvents(a.database.db, tripId)).at(-1)).toMatchObject({
      fromStatus: 'requested',
      toStatus: 'cancelled',
      actor: 'admin',
      note: 'Cancelled by staff: the passenger’s account was blocked.',
    });
    expect(await readBid(a.database.db, bidId)).toMatchObject({ status: 'rejected' });
    expect(await driverOnB.next(eventFor('bid.updated', tripId))).toMatchObject({
      data: { bid_id: bidId, bid_status: 'rejected' },
    });

    // Unblocked, the account is let in again (with a new login).
    await sc.call(ops, 'POST', `/admin/api/passengers/${passenger.user.id}/unblock`);
    clock.advance({ ms: 181_000 });
    const again = await loginAs(a, { mobile: passenger.mobile });
    await expect
      .poll(() => profileStatus(b, again, '/user/profile'), { timeout: 1000, interval: 20 })
      .toBe(200);
  });

  it('a suspended driver is refused on both processes, their socket ends, and their live bids go before the passenger', async () => {
    const ops = await sc.session('ops');
    const passenger = await loginAs(a);
    const d = await createDriverProfile(a);
    const driver = await loginDriver(a, d);
    const tripId = await requestTrip(passenger);
    const bidId = await bid(driver, tripId, 6900);
    const watching = await connect(urlB, passenger);
    await watching.subscribe(tripId);
    const driverOnB = await connect(urlB, driver);
    expect(await profileStatus(b, driver, '/driver/profile')).toBe(200);

    const suspended = await sc.call(ops, 'PUT', `/admin/api/drivers/${d.driver.id}`, {
      payload: { status: 'suspended' },
    });
    expect(suspended.statusCode).toBe(200);

    // Refused on every driver call, in the words the login uses.
    const profile = await a.inject({ url: '/api/v3/driver/profile', headers: driver.headers });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toEqual({
      message: 'This driver account has been suspended. Please contact the driver team.',
      code: 'driverSuspended',
    });
    await expect
      .poll(() => profileStatus(b, driver, '/driver/profile'), { timeout: 1000, interval: 20 })
      .toBe(403);
    expect((await driverOnB.closed).code).toBe(4401);
    // The bid ended in the suspending transaction, and the passenger's screen hears of it.
    expect(await readBid(a.database.db, bidId)).toMatchObject({ status: 'rejected' });
    expect(await watching.next(eventFor('bid.updated', tripId))).toMatchObject({
      data: { bid_id: bidId },
    });
    const list = await getBidList(a, passenger, tripId);
    expect(list.json().data.bids.map((x: { id: number }) => x.id)).not.toContain(bidId);
    // The trip is still open for other drivers.
    expect(await readTrip(a.database.db, tripId)).toMatchObject({ status: 'requested' });
  });
});

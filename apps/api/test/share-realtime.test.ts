import { realtimeCloseCodes, SHARED_TRIP_CHANNEL } from '@pothik/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../src/db/schema/index';
import { liveShareLinkIds } from '../src/modules/booking';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { ofType, RealtimeClient } from './helpers/realtime-client';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// docs/decisions/0018: a share link's viewer follows the car over the realtime WebSocket with the link's
// token and no login, only while the link is live: a wrong, revoked or expired link is refused and its
// socket closed, and a followed link that is revoked or expires closes its socket.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;

let app: FastifyInstance;
let baseUrl: string;
let passenger: LoggedIn;
let driver: TestDriver;
let driverLogin: LoggedIn;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  // A heartbeat a second, so an expired link is seen within the test.
  app = await buildTestApp({ ...tripTestEnv, REALTIME_HEARTBEAT_SEC: '1' }, { clock });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  passenger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Md. Abdul Karim' });
  driverLogin = await loginDriver(app, driver);
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

const followedTrip = () =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'confirmed',
    driverId: driver.driver.id,
    pickupAt: new Date(clock.now().getTime() + HOUR),
    onMyWayAt: clock.now(),
    now: clock.now(),
  });
const makeLink = async (tripId: number) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v3/user/trips/${tripId}/share-links`,
    headers: passenger.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.link as { id: number; token: string };
};
const revoke = (tripId: number, linkId: number) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v3/user/trips/${tripId}/share-links/${linkId}`,
    headers: passenger.headers,
  });
const sendPoint = (tripId: number, metresNorth: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/driver/trips/${tripId}/positions`,
    headers: driverLogin.headers,
    payload: {
      points: [
        {
          lat: places.gulshan.lat + metresNorth / 111_320,
          lng: places.gulshan.lng,
          accuracy_m: 10,
          heading: 90,
          speed_mps: 8,
          at: clock.now().toISOString(),
        },
      ],
    },
  });

/** A socket with no login that asks to follow the link of `token`. */
async function follow(token: string) {
  const client = await RealtimeClient.open(baseUrl);
  clients.push(client);
  client.send({ type: 'subscribe', share_token: token });
  return client;
}
const followed = (client: RealtimeClient) => client.next(ofType('subscribed'));

describe(`following a share link over the WebSocket, on ${testDbKind}`, () => {
  it('pushes the car’s position to the link’s viewer, where and when only, without the trip’s id', async () => {
    const trip = await followedTrip();
    const link = await makeLink(trip.id);
    const viewer = await follow(link.token);
    expect(await followed(viewer)).toEqual({ type: 'subscribed', channel: SHARED_TRIP_CHANNEL });

    expect((await sendPoint(trip.id, 0)).statusCode).toBe(200);
    const pushed = await viewer.next(ofType('shared_position'));
    expect(pushed).toEqual({
      type: 'shared_position',
      data: { lat: places.gulshan.lat, lng: places.gulshan.lng, at: clock.now().toISOString() },
    });
    expect(JSON.stringify(viewer.received)).not.toMatch(/trip_id|accuracy|speed|heading/);

    // The socket only follows the car: it cannot log in or follow a trip by id as well.
    viewer.send({ type: 'auth', access_token: passenger.access_token });
    viewer.send({ type: 'subscribe', trip_id: trip.id });
    viewer.send({ type: 'ping' });
    await viewer.next(ofType('pong'));
    expect(viewer.received.filter((m) => m.type === 'error').map((m) => 'code' in m && m.code)).toEqual([
      'forbidden',
      'forbidden',
    ]);
    expect(viewer.received.some((m) => m.type === 'ready')).toBe(false);
  });

  it('refuses and closes a wrong, a revoked and an expired link alike', async () => {
    const wrong = await follow('A'.repeat(43));
    expect(await wrong.closed).toEqual({
      code: realtimeCloseCodes.shareLinkGone,
      reason: 'The share link is not live',
    });

    const trip = await followedTrip();
    const link = await makeLink(trip.id);
    expect((await revoke(trip.id, link.id)).statusCode).toBe(200);
    const revoked = await follow(link.token);
    expect((await revoked.closed).code).toBe(realtimeCloseCodes.shareLinkGone);

    const done = await followedTrip();
    const oldLink = await makeLink(done.id);
    await app.database.db
      .update(trips)
      .set({ status: 'completed', startedAt: clock.now(), completedAt: clock.now() })
      .where(eq(trips.id, done.id));
    clock.advance({ hours: 25 });
    const expired = await follow(oldLink.token);
    expect((await expired.closed).code).toBe(realtimeCloseCodes.shareLinkGone);
    for (const client of [wrong, revoked, expired]) expect(client.received).toEqual([]);
    // A day on, the tests' logins have expired too.
    passenger = await loginAs(app, { mobile: passenger.mobile });
    driverLogin = await loginDriver(app, driver);
  });

  it('closes a followed link’s socket when the passenger revokes it, and no point reaches it after', async () => {
    const trip = await followedTrip();
    const link = await makeLink(trip.id);
    const kept = await makeLink(trip.id);
    const viewer = await follow(link.token);
    const other = await follow(kept.token);
    await followed(viewer);
    await followed(other);

    expect((await revoke(trip.id, link.id)).statusCode).toBe(200);
    expect(await viewer.closed).toEqual({
      code: realtimeCloseCodes.shareLinkGone,
      reason: 'The share link was revoked or has expired',
    });
    expect((await sendPoint(trip.id, 0)).statusCode).toBe(200);
    // The other link's viewer still follows the car.
    await other.next(ofType('shared_position'));
    expect(viewer.received.some((m) => m.type === 'shared_position')).toBe(false);
  });

  it('rechecks many followed links in reads of 50: the live ones stay, a revoked one past the first read goes', async () => {
    const trip = await followedTrip();
    const live = await makeLink(trip.id);
    const gone = await makeLink(trip.id);
    expect((await revoke(trip.id, gone.id)).statusCode).toBe(200);
    // Ids of no link fill the first read, so the two real ones are read in the second.
    const missing = Array.from({ length: 60 }, (_, i) => 1_000_000_000 + i);
    const alive = await liveShareLinkIds(
      app.database.db,
      [...missing, gone.id, live.id, live.id],
      clock.now(),
    );
    expect([...alive]).toEqual([live.id]);
  });

  it('closes a followed link’s socket once the link expires, a day after check-out', async () => {
    const trip = await followedTrip();
    const link = await makeLink(trip.id);
    const viewer = await follow(link.token);
    await followed(viewer);
    await app.database.db
      .update(trips)
      .set({ status: 'completed', startedAt: clock.now(), completedAt: clock.now() })
      .where(eq(trips.id, trip.id));
    // Checked out but within the day: the link lives on (the page shows the finished trip).
    clock.advance({ hours: 23 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(viewer.isOpen).toBe(true);
    clock.advance({ hours: 2 });
    expect((await viewer.closed).code).toBe(realtimeCloseCodes.shareLinkGone);
  });
});

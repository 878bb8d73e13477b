import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { publishTripEvents } from '../src/modules/booking/trips/trip-events';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { eventsDelivered, loginDriver, openSameDatabase } from './helpers/realtime';
import { eventFor, ofType, pause, RealtimeClient } from './helpers/realtime-client';
import { oneWayBody, tripTestEnv } from './helpers/trips';

// Two API instances on one database, as DESIGN.md §1 scales out. On PostgreSQL the second has its own
// pool and its own LISTEN connection, so the only thing the two share is the database server; PGlite
// cannot be opened twice, so there the two apps share the embedded instance.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;
let urlA: string;
let urlB: string;
let alice: LoggedIn;
let bob: LoggedIn;
let driver: LoggedIn;
let reasonId: number;
const clients: RealtimeClient[] = [];

beforeAll(async () => {
  a = await buildTestApp(tripTestEnv, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp(tripTestEnv, { clock, database: bDatabase });
  urlA = await a.listen({ host: '127.0.0.1', port: 0 });
  urlB = await b.listen({ host: '127.0.0.1', port: 0 });
  alice = await loginAs(a);
  bob = await loginAs(a);
  driver = await loginDriver(a, 'sedan');
  const reasons = await fetch(`${urlA}/api/v3/user/cancelled-reasons`, { headers: alice.headers });
  reasonId = ((await reasons.json()) as { data: { id: number }[] }).data[0]!.id;
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
/** `path` under /api/v3, over real HTTP. */
async function post(url: string, path: string, who: LoggedIn, body: object) {
  const res = await fetch(`${url}/api/v3${path}`, {
    method: 'POST',
    headers: { ...who.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as { data: Record<string, { id: number }> };
}
const requestTrip = async (url: string, who: LoggedIn) =>
  (await post(url, '/user/trips', who, oneWayBody(clock.now()))).data.trip!.id;

describe(`two API instances on one ${testDbKind} database`, () => {
  it('a socket on B receives the event of a cancel committed through A; only its owner does', async () => {
    const trip = await requestTrip(urlA, alice);
    const bobsTrip = await requestTrip(urlA, bob);
    const onA = await connect(urlA, alice);
    const onB = await connect(urlB, alice);
    const bobOnB = await connect(urlB, bob);
    await eventsDelivered(a, [onA, onB], await requestTrip(urlA, alice));
    await onA.subscribe(trip);
    // A token minted by A is good on B: access tokens are stateless.
    expect(await onB.subscribe(trip)).toEqual({ type: 'subscribed', trip_id: trip });
    await bobOnB.subscribe(bobsTrip);
    expect(await bobOnB.subscribe(trip)).toMatchObject({ type: 'error', code: 'trip_not_found' });

    await post(urlA, '/user/trips/cancelled', alice, { trip_id: trip, reason_id: reasonId });
    const expected = {
      type: 'trip.updated',
      trip_id: trip,
      data: { status: 'cancelled', car_type: 'sedan' },
    };
    expect(await onB.next(eventFor('trip.updated', trip))).toEqual(expected);
    expect(await onA.next(eventFor('trip.updated', trip))).toEqual(expected);
    await post(urlA, '/user/trips/cancelled', bob, { trip_id: bobsTrip, reason_id: reasonId });
    await bobOnB.next(eventFor('trip.updated', bobsTrip));
    await pause(200);
    expect(bobOnB.eventsOf(trip)).toEqual([]);
    // Each instance forwards once: no duplicates.
    expect(onB.eventsOf(trip)).toHaveLength(1);
    expect(onA.eventsOf(trip)).toHaveLength(1);
  });

  it('a driver on B hears of a trip requested through A; a bid committed through A reaches B and its driver', async () => {
    const driverOnB = await connect(urlB, driver);
    await driverOnB.subscribeOpenTrips();
    const trip = await requestTrip(urlA, alice);
    expect(await driverOnB.next(eventFor('trip.updated', trip))).toMatchObject({
      data: { status: 'requested', car_type: 'sedan' },
    });

    const passengerOnB = await connect(urlB, alice);
    await passengerOnB.subscribe(trip);
    const placed = await post(urlA, '/driver/bids', driver, { trip_id: trip, driver_fare: 6900 });
    expect(await passengerOnB.next(eventFor('bid.created', trip))).toEqual({
      type: 'bid.created',
      trip_id: trip,
      data: { status: 'requested', car_type: 'sedan', bid_id: placed.data.bid!.id },
    });
    expect(await driverOnB.next(eventFor('bid.created', trip))).toEqual({
      type: 'bid.created',
      trip_id: trip,
      data: { status: 'requested', car_type: 'sedan', bid_id: placed.data.bid!.id, bid_status: 'active' },
    });
  });

  it.runIf(testDbKind === 'postgres')(
    'replaces a killed LISTEN connection, tells subscribers to resync, and delivers again',
    async () => {
      const trip = await requestTrip(urlA, alice);
      const onB = await connect(urlB, alice);
      await onB.subscribe(trip);
      // A driver hears of their own bids without subscribing, so they are told to refetch too.
      const driverOnB = await connect(urlB, driver);
      const { rows } = await a.database.pool!.query(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
          WHERE application_name = 'pothik-listener' AND datname = current_database()`,
      );
      // One LISTEN connection per instance, for every channel.
      expect(rows).toHaveLength(2);
      await onB.next(ofType('resync'));
      await driverOnB.next(ofType('resync'));
      await publishTripEvents(a, [{ type: 'trip.updated', trip_id: trip }]);
      expect(await onB.next(eventFor('trip.updated', trip))).toMatchObject({ data: { status: 'requested' } });
      // B's listener is back (it delivered); A's reconnects on its own backoff, so wait for it too.
      const listeners = async () =>
        (
          await a.database.pool!.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE application_name = 'pothik-listener' AND datname = current_database()`,
          )
        ).rows;
      await expect.poll(listeners, { timeout: 10_000 }).toEqual([{ n: 2 }]);
    },
  );
});

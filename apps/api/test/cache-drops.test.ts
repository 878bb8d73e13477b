import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceChange, inTransaction, listenForChanges } from '../src/db/changes/changes';
import type { Database } from '../src/db/client';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postAccept, postBid, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { openSameDatabase } from './helpers/realtime';
import { staffConsole } from './helpers/staff';
import { createTrip, oneWayBody, places, tripTestEnv } from './helpers/trips';

// Every cache is dropped one way (db/changes/changes.ts): announced in the
// writing transaction, dropped here once it commits, elsewhere by NOTIFY, and after a lost LISTEN
// connection. Each test is a stale answer the old ways gave. Two apps on one database are two API
// processes (on PGlite, which cannot be opened twice, they share the instance).
const clock = createTestClock('2026-03-10T04:00:00.000Z');
const DAY = 86_400_000;

let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;
let passenger: LoggedIn;
let driver: TestDriver;

beforeAll(async () => {
  a = await buildTestApp(tripTestEnv, { clock });
  bDatabase = await openSameDatabase(a.database);
  b = await buildTestApp(tripTestEnv, { clock, database: bDatabase });
  await Promise.all([a.ready(), b.ready()]);
  passenger = await loginAs(a);
  driver = await createDriverProfile(a);
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

const guidanceQuery = (carType: string) =>
  new URLSearchParams({
    trip_type: 'one_way',
    car_type: carType,
    pickup_lat: String(places.gulshan.lat),
    pickup_lng: String(places.gulshan.lng),
    dropoff_lat: String(places.sylhet.lat),
    dropoff_lng: String(places.sylhet.lng),
  }).toString();
const guidance = async (app: FastifyInstance, carType: string) =>
  (await app.inject({ url: `/api/v3/fare-guidance?${guidanceQuery(carType)}` })).json().data as {
    source: string;
    sample_size: number;
  };

/** Confirmed trips on Dhaka → Sylhet of this car type, booked `daysAgo`, picking up in a week. */
async function bookedTrips(carType: 'sedan' | 'sedan_premium' | 'noah', fares: number[]) {
  const rows = [];
  for (const fare of fares) {
    rows.push(
      await createTrip(a.database.db, {
        passengerId: passenger.user.id,
        status: 'confirmed',
        driverId: driver.driver.id,
        carType,
        fare,
        confirmedAt: new Date(clock.now().getTime() - 2 * DAY),
        pickupAt: new Date(clock.now().getTime() + 7 * DAY),
        now: new Date(clock.now().getTime() - 3 * DAY),
      }),
    );
  }
  return rows;
}

describe(`one way to drop a cache, on ${testDbKind}`, () => {
  it('shows the high-demand notice saved in the console on /cars of the same process at once', async () => {
    const sc = staffConsole(a, clock);
    await sc.createAccounts();
    const ops = await sc.session('ops');
    // Several rounds: the old way (its own NOTIFY, coming back some moments after the commit) lost
    // the race to the next request more often than not.
    for (const status of [1, 0, 1, 0]) {
      const notice = { status, message_en: `Rush ${status}`, message_bn: `ভিড় ${status}` };
      await a.inject({ url: '/api/v3/cars' });
      const saved = await sc.call(ops, 'PUT', '/admin/api/settings/high-demand/current', { payload: notice });
      expect(saved.statusCode).toBe(200);
      expect((await a.inject({ url: '/api/v3/cars' })).json().data.HighDemand).toEqual(notice);
    }
  });

  it('drops fare guidance when a booked trip is cancelled, in the same process at once', async () => {
    const trips = await bookedTrips('noah', [9000, 9500, 10_000, 10_500, 11_000]);
    expect(await guidance(a, 'noah')).toMatchObject({ source: 'bids', sample_size: 5 });
    const reasons = await a.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers });
    const cancelled = await a.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trips[0]!.id, reason_id: reasons.json().data[0].id },
    });
    expect(cancelled.statusCode).toBe(200);
    // Four fares left: too few for figures of their own, so the model's range again.
    expect(await guidance(a, 'noah')).toMatchObject({ source: 'estimate', sample_size: 4 });
  });

  it("drops another process's fare guidance when a trip is booked, within a second", async () => {
    await bookedTrips('sedan_premium', [9500, 10_000, 10_500, 11_000]);
    // B has the figures of four fares in memory.
    expect(await guidance(b, 'sedan_premium')).toMatchObject({ source: 'estimate', sample_size: 4 });
    const requested = await a.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: passenger.headers,
      payload: oneWayBody(clock.now(), { car_type: 'sedan_premium' }),
    });
    expect(requested.statusCode).toBe(201);
    const tripId: number = requested.json().data.trip.id;
    const premium = await createDriverProfile(a, { carType: 'sedan_premium' });
    const bid = await postBid(a, await loginDriver(a, premium), { trip_id: tripId, driver_fare: 12_000 });
    expect(bid.statusCode).toBe(201);
    expect(
      (await postAccept(a, passenger, { trip_id: tripId, bid_id: bid.json().data.bid.id })).statusCode,
    ).toBe(200);
    // The old way: only the accepting process dropped its figures; B kept them for a minute.
    await expect
      .poll(() => guidance(b, 'sedan_premium'), { timeout: 1000, interval: 50 })
      .toMatchObject({ source: 'bids', sample_size: 5 });
  });

  it('shows a trip requested or cancelled in one process on My trips of another within a second', async () => {
    const rider = await loginAs(a);
    const list = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/v3/user/trips', headers: rider.headers })).json().data as {
        items: { id: number; status: string }[];
        total: number;
      };
    // B has the empty list in memory.
    expect(await list(b)).toMatchObject({ items: [], total: 0 });
    const requested = await a.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: rider.headers,
      payload: oneWayBody(clock.now()),
    });
    expect(requested.statusCode).toBe(201);
    const tripId: number = requested.json().data.trip.id;
    // In the writing process at once, in the other within a second.
    expect((await list(a)).items).toEqual([expect.objectContaining({ id: tripId, status: 'requested' })]);
    await expect
      .poll(async () => (await list(b)).items, { timeout: 1000, interval: 50 })
      .toEqual([expect.objectContaining({ id: tripId, status: 'requested' })]);
    const reasons = await a.inject({ url: '/api/v3/user/cancelled-reasons', headers: rider.headers });
    const cancelled = await a.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: rider.headers,
      payload: { trip_id: tripId, reason_id: reasons.json().data[0].id },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await list(a)).items).toEqual([expect.objectContaining({ id: tripId, status: 'cancelled' })]);
    await expect
      .poll(async () => (await list(b)).items, { timeout: 1000, interval: 50 })
      .toEqual([expect.objectContaining({ id: tripId, status: 'cancelled' })]);
  });

  it("shows a driver's new rating on another passenger's My trips card at once", async () => {
    const rated = await createDriverProfile(a);
    const [first, second] = [await loginAs(a), await loginAs(a)];
    const done = async (who: LoggedIn) =>
      createTrip(a.database.db, {
        passengerId: who.user.id,
        status: 'completed',
        driverId: rated.driver.id,
        confirmedAt: new Date(clock.now().getTime() - 2 * DAY),
        pickupAt: new Date(clock.now().getTime() - DAY),
        now: new Date(clock.now().getTime() - 3 * DAY),
      });
    const firstTrip = await done(first);
    await done(second);
    const driverOnCard = async (who: LoggedIn) =>
      (await a.inject({ url: '/api/v3/user/trips', headers: who.headers })).json().data.items[0].driver as {
        rating: number;
        rating_count: number;
      };
    expect(await driverOnCard(second)).toMatchObject({ rating_count: 0 });
    const review = await a.inject({
      method: 'POST',
      url: `/api/v3/user/trips/${firstTrip.id}/review`,
      headers: first.headers,
      payload: { rating: 4 },
    });
    expect(review.statusCode).toBe(201);
    expect(await driverOnCard(second)).toMatchObject({ rating: 4, rating_count: 1 });
  });
});

describe(`the change helper, on ${testDbKind}`, () => {
  it('tells this process at commit, never on rollback, and refuses a transaction it did not open', async () => {
    const heard: string[] = [];
    const stop = await listenForChanges(a.database, a.log, {
      channel: 'test_changes',
      onChange: (payload) => heard.push(payload),
      onMissed: () => {
        heard.push('missed');
      },
    });
    try {
      await expect(
        inTransaction(a.database.db, async (tx) => {
          await announceChange(tx, 'test_changes', 'rolled back');
          throw new Error('stop');
        }),
      ).rejects.toThrow('stop');
      await inTransaction(a.database.db, async (tx) => {
        await announceChange(tx, 'test_changes', 'committed');
        // Not before the commit.
        expect(heard).not.toContain('committed');
      });
      expect(heard).toContain('committed');
      await expect(
        a.database.db.transaction((tx) => announceChange(tx, 'test_changes', 'unseen')),
      ).rejects.toThrow(/inTransaction/);
      expect(heard).not.toContain('rolled back');
      expect(heard).not.toContain('unseen');
    } finally {
      await stop();
    }
  });
});

// Only PostgreSQL has a LISTEN connection to lose (PGlite's notifications are in process).
describe.runIf(testDbKind === 'postgres')('the logout deny-list after a lost LISTEN connection', () => {
  it('keeps a logout heard while it reloads (it merges, never clears and refills)', async () => {
    const url = a.database.pool!.options.connectionString!;
    const admin = new pg.Client({ connectionString: url });
    const locker = new pg.Client({ connectionString: url });
    await Promise.all([admin.connect(), locker.connect()]);
    try {
      const victim = await loginAs(a);
      const other = await loginAs(a);
      expect((await a.inject({ url: '/api/v3/user/profile', headers: victim.headers })).statusCode).toBe(200);
      // The reload's query waits behind this lock, so a logout can be heard while it runs.
      await locker.query('begin');
      await locker.query('lock table revoked_access_tokens in access exclusive mode');
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'pothik-listener'`,
      );
      // Both apps' listeners reconnect, LISTEN again, then reload: both queries queue behind the lock.
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'
                    and query ilike '%revoked_access_tokens%'`,
              )
            ).rows[0].n,
          { timeout: 5000, interval: 50 },
        )
        .toBe(2);
      // Another process logs `victim` out: its row waits behind the lock too, its NOTIFY is heard now.
      const { jti, exp } = JSON.parse(
        Buffer.from(victim.access_token.split('.')[1]!, 'base64url').toString(),
      ) as { jti: string; exp: number };
      await admin.query(`select pg_notify('access_token_revoked', $1)`, [`${jti} ${exp * 1000}`]);
      await expect
        .poll(
          async () => (await a.inject({ url: '/api/v3/user/profile', headers: victim.headers })).statusCode,
          {
            timeout: 2000,
            interval: 20,
          },
        )
        .toBe(401);
      await locker.query('commit');
      // The reload's answer (without the row, which another transaction has yet to write) is in.
      await expect
        .poll(
          async () =>
            (
              await admin.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
          { timeout: 5000, interval: 50 },
        )
        .toBe(0);
      // The reload's rows reach the process moments after the lock goes; the old reload cleared then.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await a.inject({ url: '/api/v3/user/profile', headers: victim.headers })).statusCode).toBe(401);
      expect((await a.inject({ url: '/api/v3/user/profile', headers: other.headers })).statusCode).toBe(200);
    } finally {
      await locker.query('rollback').catch(() => {});
      await Promise.all([admin.end(), locker.end()]);
    }
  });
});

import { type CarTypeKey, roundToStep } from '@pothik/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bids, drivers, promos, trips as tripsTable } from '../src/db/schema/index';
import { offers as seedOffers } from '../src/db/seed/content/campaigns';
import { demoDrivers, listDemoDriverIds } from '../src/db/seed/demo-drivers';
import { demoPromos } from '../src/db/seed/demo-promos';
import type { TripEvent } from '../src/modules/booking/trips/trip-events';
import { DEMO_FLEET_LOCK_ID, runDemoFleetOnce } from '../src/modules/demo-fleet/fleet-round';
import { getPricingSettings } from '../src/modules/settings/service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { getBidList, postAccept, readBidsOfTrip, readDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { raceKind, testDbKind } from './helpers/database';
import { buildProductionApp } from './helpers/production';
import { watchTripEvents } from './helpers/trip-events';
import { createTrip, oneWayBody, readTrip, tripTestEnv } from './helpers/trips';

const clock = createTestClock('2026-03-10T04:00:00.000Z');
// DEMO_FLEET_INTERVAL_MS=0: no timer; the tests run the rounds at the times they choose.
const demoEnv = { ...tripTestEnv, DEMO: '1', DEMO_FLEET_INTERVAL_MS: '0' };
const secondsAfter = (start: Date, s: number) => new Date(start.getTime() + s * 1000);

let app: FastifyInstance;
let passenger: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(demoEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});
// Trips of earlier tests fall out of the fleet's ten-minute window and bid no more.
beforeEach(() => {
  clock.advance({ hours: 1 });
});

async function requestTrip(body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/trips',
    headers: passenger.headers,
    payload: oneWayBody(clock.now(), body),
  });
  expect(res.statusCode).toBe(201);
  return (await readTrip(app.database.db, res.json().data.trip.id))!;
}

/** A round every second from `from` to `to` seconds after `start`, as the timer would run them. */
async function runEverySecond(start: Date, from: number, to: number) {
  for (let s = from; s <= to; s += 1) {
    clock.set(secondsAfter(start, s));
    await runDemoFleetOnce(app, clock.now());
  }
}

async function demoIdsOf(carType: CarTypeKey) {
  return (await listDemoDriverIds(app.database.db))[carType];
}

async function fareRange(estimate: number) {
  const { demo_bid_factor, rounding_step } = await getPricingSettings(app.database.db);
  return {
    min: roundToStep(estimate * demo_bid_factor.min, rounding_step),
    max: roundToStep(estimate * demo_bid_factor.max, rounding_step),
  };
}

describe('the demo fleet', () => {
  it('answers a new trip with 2–4 bids from demo drivers of its car type, 3–20 s after the request', async () => {
    const trip = await requestTrip({ car_type: 'noah' });
    const start = trip.createdAt;
    await runEverySecond(start, 0, 2);
    expect(await readBidsOfTrip(app.database.db, trip.id)).toEqual([]);

    await runEverySecond(start, 3, 20);
    const placed = await readBidsOfTrip(app.database.db, trip.id);
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(placed.length).toBeLessThanOrEqual(4);
    const noahIds = await demoIdsOf('noah');
    const { min, max } = await fareRange(trip.estimateFare);
    for (const bid of placed) {
      expect(noahIds).toContain(bid.driverId);
      expect(bid).toMatchObject({ status: 'active', bidAmount: null });
      expect(bid.driverFare % 50).toBe(0);
      expect(bid.driverFare).toBeGreaterThanOrEqual(min);
      expect(bid.driverFare).toBeLessThanOrEqual(max);
      expect(bid.createdAt.getTime()).toBeGreaterThanOrEqual(secondsAfter(start, 3).getTime());
      expect(bid.createdAt.getTime()).toBeLessThanOrEqual(secondsAfter(start, 20).getTime());
    }
    expect(new Set(placed.map((b) => b.driverId)).size).toBe(placed.length);

    // What the passenger sees: the bids, each with a demo driver's card.
    const list = (await getBidList(app, passenger, trip.id)).json().data;
    const noahNames = demoDrivers.filter((d) => d.carType === 'noah').map((d) => d.name);
    expect(list.bids).toHaveLength(placed.length);
    for (const b of list.bids) {
      expect(noahNames).toContain(b.driver.name);
      expect(b.driver.car_type).toBe('noah');
    }

    // Later rounds place nothing more.
    for (const s of [21, 21, 60, 300]) {
      clock.set(secondsAfter(start, s));
      expect((await runDemoFleetOnce(app, clock.now())).placed).toEqual([]);
    }
    expect(await readBidsOfTrip(app.database.db, trip.id)).toHaveLength(placed.length);
  });

  it('never bids again for a demo driver who withdrew', async () => {
    const trip = await requestTrip({ car_type: 'sedan_premium' });
    clock.set(secondsAfter(trip.createdAt, 20));
    await runDemoFleetOnce(app, clock.now());
    const [first] = await readBidsOfTrip(app.database.db, trip.id);
    const readName = (await readDriver(app.database.db, first!.driverId)).name;
    const demo = demoDrivers.find((d) => d.name === readName)!;
    const driver = await loginAs(app, { mobile: demo.mobile, role: 'driver' });
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/v3/driver/bids/${first!.id}`,
      headers: driver.headers,
    });
    expect(withdrawn.statusCode).toBe(200);

    clock.set(secondsAfter(trip.createdAt, 40));
    expect((await runDemoFleetOnce(app, clock.now())).placed).toEqual([]);
    const ofDriver = (await readBidsOfTrip(app.database.db, trip.id)).filter(
      (b) => b.driverId === first!.driverId,
    );
    expect(ofDriver.map((b) => b.status)).toEqual(['withdrawn']);
  });

  it('takes the passenger through the whole flow: bids arrive, one is accepted, no more come', async () => {
    const trip = await requestTrip({ car_type: 'sedan_economy' });
    let bidsSeen: { id: number }[] = [];
    for (let s = 0; s <= 20 && bidsSeen.length === 0; s += 1) {
      clock.set(secondsAfter(trip.createdAt, s));
      await runDemoFleetOnce(app, clock.now());
      bidsSeen = (await getBidList(app, passenger, trip.id)).json().data.bids;
    }
    expect(bidsSeen.length).toBeGreaterThanOrEqual(1);
    const accepted = await postAccept(app, passenger, { trip_id: trip.id, bid_id: bidsSeen[0]!.id });
    expect(accepted.statusCode).toBe(200);
    const confirmedBids = (await readBidsOfTrip(app.database.db, trip.id)).length;

    await runEverySecond(trip.createdAt, 21, 25);
    expect((await readTrip(app.database.db, trip.id))!.status).toBe('confirmed');
    expect(await readBidsOfTrip(app.database.db, trip.id)).toHaveLength(confirmedBids);
  });

  it('agrees to the passenger’s offer: the bid carries the offer as its fare', async () => {
    const offers = [];
    for (let i = 0; i < 8; i += 1) {
      offers.push(
        await createTrip(app.database.db, {
          passengerId: passenger.user.id,
          carType: 'hiace',
          estimateFare: 9000,
          estimateMin: 8100,
          estimateMax: 9900,
          // Even trips offer the estimate's low end, odd ones far less.
          bidAmount: i % 2 === 0 ? 8100 : 5000,
          now: clock.now(),
        }),
      );
    }
    await runEverySecond(clock.now(), 0, 20);
    const { min, max } = await fareRange(9000);
    const kinds = new Set<string>();
    for (const trip of offers) {
      const placed = await readBidsOfTrip(app.database.db, trip.id);
      expect(placed.length).toBeGreaterThanOrEqual(2);
      for (const bid of placed) {
        if (bid.bidAmount !== null) {
          expect(bid).toMatchObject({ bidAmount: trip.bidAmount, driverFare: trip.bidAmount });
          kinds.add(`accepted ${trip.bidAmount}`);
        } else {
          expect(bid.driverFare).toBeGreaterThanOrEqual(min);
          expect(bid.driverFare).toBeLessThanOrEqual(max);
          kinds.add(`own fare ${trip.bidAmount}`);
        }
      }
      if (trip.bidAmount === 8100) expect(placed.some((b) => b.bidAmount === 8100)).toBe(true);
    }
    // An offer below the estimate's low end is never taken: every driver names their own fare.
    expect([...kinds].sort()).toEqual(['accepted 8100', 'own fare 5000', 'own fare 8100']);
  });

  it('answers with every demo driver not booked over the trip, and with no booked one', async () => {
    const ids = await demoIdsOf('chander_gari');
    const pickupAt = new Date(clock.now().getTime() + 24 * 3_600_000);
    // Half the car type's demo drivers are booked on trips that overlap the new ones.
    const bookings = await Promise.all(
      ids.slice(0, 2).map((driverId, i) =>
        createTrip(app.database.db, {
          passengerId: passenger.user.id,
          carType: 'chander_gari',
          status: 'confirmed',
          driverId,
          pickupAt: new Date(pickupAt.getTime() + i * 3_600_000),
          now: clock.now(),
        }),
      ),
    );
    try {
      const trips = [];
      for (let i = 0; i < 6; i += 1) trips.push(await requestTrip({ car_type: 'chander_gari' }));
      await runEverySecond(clock.now(), 0, 20);
      for (const trip of trips) {
        const placed = await readBidsOfTrip(app.database.db, trip.id);
        expect(placed.map((b) => b.driverId).sort(), `trip ${trip.id}`).toEqual(ids.slice(2).sort());
      }
    } finally {
      await app.database.db
        .update(tripsTable)
        .set({ status: 'completed' })
        .where(
          inArray(
            tripsTable.id,
            bookings.map((b) => b.id),
          ),
        );
    }
  });

  it('stops bidding on a cancelled trip', async () => {
    const trip = await requestTrip({ car_type: 'chander_gari' });
    let placed = 0;
    for (let s = 0; s <= 20 && placed === 0; s += 1) {
      clock.set(secondsAfter(trip.createdAt, s));
      placed = (await runDemoFleetOnce(app, clock.now())).placed.length;
    }
    expect(placed).toBeGreaterThanOrEqual(1);
    const reasons = await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers });
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trip.id, reason_id: reasons.json().data[0].id },
    });
    expect(cancelled.statusCode).toBe(200);
    const before = (await readBidsOfTrip(app.database.db, trip.id)).length;

    await runEverySecond(trip.createdAt, 1, 25);
    expect(await readBidsOfTrip(app.database.db, trip.id)).toHaveLength(before);
  });

  it('leaves trips alone that were requested over ten minutes ago or whose pickup has passed', async () => {
    const old = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      now: new Date(clock.now().getTime() - 11 * 60_000),
    });
    const gone = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      now: clock.now(),
      pickupAt: secondsAfter(clock.now(), 10),
    });
    await runEverySecond(clock.now(), 0, 20);
    expect(await readBidsOfTrip(app.database.db, old.id)).toEqual([]);
    // Bids came while the pickup was ahead, none after it.
    for (const bid of await readBidsOfTrip(app.database.db, gone.id)) {
      expect(bid.createdAt.getTime()).toBeLessThan(gone.pickupAt.getTime());
    }
  });

  it(`never lets a demo driver bid twice when rounds of two processes run at once on ${raceKind}`, async () => {
    const other = await buildTestApp(demoEnv, { clock, database: app.database });
    await other.ready();
    try {
      const carTypes = ['sedan_economy', 'sedan', 'sedan_premium', 'noah', 'chander_gari', 'hiace'] as const;
      const trips = await Promise.all(
        carTypes.map((carType) =>
          createTrip(app.database.db, { passengerId: passenger.user.id, carType, now: clock.now() }),
        ),
      );
      const at = secondsAfter(clock.now(), 20);
      const rounds = await Promise.all(
        [app, other, app, other, app, other].map((a) => runDemoFleetOnce(a, at)),
      );
      const rows = await app.database.db
        .select()
        .from(bids)
        .where(
          inArray(
            bids.tripId,
            trips.map((t) => t.id),
          ),
        );
      expect(rounds.flatMap((r) => r.placed)).toHaveLength(rows.length);
      expect(new Set(rows.map((b) => `${b.tripId}:${b.driverId}`)).size).toBe(rows.length);
      expect(rows.every((b) => b.status === 'active')).toBe(true);
      for (const trip of trips) {
        const n = rows.filter((b) => b.tripId === trip.id).length;
        expect(n, trip.carType).toBeGreaterThanOrEqual(2);
        expect(n, trip.carType).toBeLessThanOrEqual(4);
      }
    } finally {
      await other.close();
    }
  });
});

// PGlite has a single connection, so another process holding the fleet's lock can only be shown on PostgreSQL.
describe.runIf(testDbKind === 'postgres')('the demo fleet on PostgreSQL', () => {
  it('skips the round while another process holds the lock', async () => {
    const trip = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const at = secondsAfter(clock.now(), 20);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await app.database.pool!.query('select current_database() as db')).rows[0].db}`;
    const otherProcess = new pg.Client({ connectionString: url.toString() });
    await otherProcess.connect();
    try {
      await otherProcess.query('begin');
      await otherProcess.query('select pg_advisory_xact_lock($1::bigint)', [DEMO_FLEET_LOCK_ID]);
      expect(await runDemoFleetOnce(app, at)).toEqual({ acquired: false, placed: [] });
      expect(await readBidsOfTrip(app.database.db, trip.id)).toEqual([]);
      await otherProcess.query('commit');
      const round = await runDemoFleetOnce(app, at);
      expect(round.acquired).toBe(true);
      expect(round.placed.length).toBeGreaterThanOrEqual(2);
    } finally {
      await otherProcess.end();
    }
  });
});

describe('the demo fleet in the API process', () => {
  it('bids every DEMO_FLEET_INTERVAL_MS, publishes each bid after commit, and stops on close', async () => {
    const trip = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    clock.set(secondsAfter(trip.createdAt, 20));
    const worker = await buildTestApp(
      { ...demoEnv, DEMO_FLEET_INTERVAL_MS: '50' },
      { clock, database: app.database },
    );
    const published: { event: TripEvent; stored: boolean }[] = [];
    watchTripEvents(
      worker,
      async (event) => {
        // Read on the shared database: on PostgreSQL another connection sees only committed rows.
        const rows = await readBidsOfTrip(app.database.db, event.trip_id);
        published.push({ event, stored: rows.some((b) => b.id === event.bid_id) });
      },
      { forward: false },
    );
    await worker.ready();
    const bidsOfTrip = async () => (await readBidsOfTrip(app.database.db, trip.id)).map((b) => b.id);
    const eventsOfTrip = () => published.filter((p) => p.event.trip_id === trip.id);
    try {
      await expect.poll(async () => (await bidsOfTrip()).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
      await expect
        .poll(async () => eventsOfTrip().length, { timeout: 2000 })
        .toBe((await bidsOfTrip()).length);
    } finally {
      await worker.close();
    }
    expect(eventsOfTrip()).toEqual(
      (await bidsOfTrip()).map((id) => ({
        event: { type: 'bid.created', trip_id: trip.id, bid_id: id },
        stored: true,
      })),
    );

    // Closed: no further rounds.
    clock.advance({ hours: 1 });
    const later = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    clock.advance({ seconds: 20 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readBidsOfTrip(app.database.db, later.id)).toEqual([]);
  });

  it('does nothing when DEMO is off', async () => {
    const trip = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    clock.set(secondsAfter(trip.createdAt, 20));
    const off = await buildTestApp(
      { ...tripTestEnv, DEMO_FLEET_INTERVAL_MS: '50' },
      { clock, database: app.database },
    );
    await off.ready();
    try {
      expect(await runDemoFleetOnce(off, clock.now())).toEqual({ acquired: false, placed: [] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await readBidsOfTrip(app.database.db, trip.id)).toEqual([]);
    } finally {
      await off.close();
    }
    // The same trip, with the fleet on, does get its bids: the trip was never the reason.
    expect((await runDemoFleetOnce(app, clock.now())).placed.length).toBeGreaterThanOrEqual(2);
  });
});

describe('in production, even with the demo on', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await buildProductionApp({ force: { demo: true, demoFleetIntervalMs: 50 }, clock });
    await production.ready();
  });
  afterAll(async () => {
    await production.close();
  });

  it('refuses to start on a database that holds the demo', async () => {
    await expect(buildProductionApp({ database: app.database, clock })).rejects.toThrow(/demo rows/);
  });

  it('never runs the fleet', async () => {
    expect(await runDemoFleetOnce(production, clock.now())).toEqual({ acquired: false, placed: [] });
  });

  it('seeds no demo drivers or promos', async () => {
    const countDemoData = async (a: FastifyInstance) => ({
      drivers: await a.database.db.$count(drivers, eq(drivers.isDemo, true)),
      // Neither the demo's codes nor its campaigns' (the campaigns are demo content too).
      promos: await a.database.db.$count(promos),
    });
    expect(await countDemoData(production)).toEqual({ drivers: 0, promos: 0 });
    // Outside production they are there: the counts above were not empty by mistake.
    const counts = await countDemoData(app);
    expect(counts.drivers).toBe(demoDrivers.length);
    // The demo's own codes and one per campaign that has one.
    expect(counts.promos).toBe(demoPromos.length + seedOffers.filter((o) => o.promo).length);
  });
});

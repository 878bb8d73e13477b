import type { TripStatus } from '@pothik/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, tripStatusEvents } from '../src/db/schema/index';
import type { TripEvent } from '../src/modules/booking/trips/trip-events';
import { EXPIRY_LOCK_ID, runExpiryOnce } from '../src/modules/scheduler/expiry-job';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { watchTripEvents } from './helpers/trip-events';
import { createTrip, oneWayBody, readEvents, readTrip, tripTestEnv } from './helpers/trips';

const start = new Date('2026-03-10T04:00:00.000Z');
const clock = createTestClock(start);
const MINUTE = 60_000;
const minutesAfterStart = (m: number) => new Date(start.getTime() + m * MINUTE);

let app: FastifyInstance;
let passenger: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
});

const tripOf = (status: TripStatus, pickupMinutesAfterStart: number) =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status,
    pickupAt: minutesAfterStart(pickupMinutesAfterStart),
    now: start,
  });
const statusOf = async (id: number) => (await readTrip(app.database.db, id))!.status;

describe('runExpiryOnce', () => {
  it('expires only requested trips whose pickup time has come, with a system event', async () => {
    const due = await tripOf('requested', 10);
    const dueExactly = await tripOf('requested', 20);
    const notYet = await tripOf('requested', 21);
    const others = await Promise.all(
      (['confirmed', 'started', 'cancel_requested', 'cancelled', 'completed'] as const).map((s) =>
        tripOf(s, 5),
      ),
    );
    const now = minutesAfterStart(20);

    const round = await runExpiryOnce(app.database.db, now);
    expect(round.acquired).toBe(true);
    expect(round.expiredTripIds.sort()).toEqual([due.id, dueExactly.id].sort());
    expect(await readTrip(app.database.db, due.id)).toMatchObject({
      status: 'expired',
      expiredAt: now,
      updatedAt: now,
    });
    expect(await statusOf(notYet.id)).toBe('requested');
    for (const trip of others) expect(await statusOf(trip.id)).toBe(trip.status);
    expect((await readEvents(app.database.db, due.id)).at(-1)).toMatchObject({
      fromStatus: 'requested',
      toStatus: 'expired',
      actor: 'system',
      at: now,
    });

    // Nothing is expired twice.
    expect((await runExpiryOnce(app.database.db, now)).expiredTripIds).toEqual([]);
    expect(await readEvents(app.database.db, due.id)).toHaveLength(2);
  });

  it('shows the passenger an expired trip in the past tab, and it can no longer be cancelled', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: passenger.headers,
      payload: oneWayBody(clock.now(), { pickup_at: minutesAfterStart(30).toISOString() }),
    });
    const id = created.json().data.trip.id;
    await runExpiryOnce(app.database.db, minutesAfterStart(31));
    const detail = (await app.inject({ url: `/api/v3/user/trips/${id}`, headers: passenger.headers })).json()
      .data;
    expect(detail.trip).toMatchObject({ status: 'expired', expired_at: minutesAfterStart(31).toISOString() });
    expect(detail.timeline.map((e: { to_status: string; actor: string }) => [e.to_status, e.actor])).toEqual([
      ['requested', 'passenger'],
      ['expired', 'system'],
    ]);
    expect(detail.cancel.option).toBe('none');
    const past = (
      await app.inject({ url: '/api/v3/user/trips?tab=past', headers: passenger.headers })
    ).json();
    expect(past.data.items.map((t: { id: number }) => t.id)).toContain(id);
  });

  it(`expires each trip once when rounds run at the same time (${testDbKind})`, async () => {
    const trips = await Promise.all(Array.from({ length: 12 }, (_, i) => tripOf('requested', 100 + i)));
    const now = minutesAfterStart(200);
    const rounds = await Promise.all(Array.from({ length: 4 }, () => runExpiryOnce(app.database.db, now)));
    const expired = rounds.flatMap((r) => r.expiredTripIds);
    expect(expired.sort()).toEqual(trips.map((t) => t.id).sort());
    const events = await app.database.db
      .select()
      .from(tripStatusEvents)
      .where(
        inArray(
          tripStatusEvents.tripId,
          trips.map((t) => t.id),
        ),
      );
    expect(events.filter((e) => e.toStatus === 'expired')).toHaveLength(trips.length);
  });

  // PGlite has a single connection, so a second process holding the lock can only be shown on PostgreSQL.
  it.runIf(testDbKind === 'postgres')('skips the round while another process holds the lock', async () => {
    const trip = await tripOf('requested', 300);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await app.database.pool!.query('select current_database() as db')).rows[0].db}`;
    const otherProcess = new pg.Client({ connectionString: url.toString() });
    await otherProcess.connect();
    try {
      await otherProcess.query('begin');
      await otherProcess.query('select pg_advisory_xact_lock($1::bigint)', [EXPIRY_LOCK_ID]);
      expect(await runExpiryOnce(app.database.db, minutesAfterStart(301))).toEqual({
        acquired: false,
        expiredTripIds: [],
        events: [],
      });
      expect(await statusOf(trip.id)).toBe('requested');
      await otherProcess.query('commit');
      expect((await runExpiryOnce(app.database.db, minutesAfterStart(301))).expiredTripIds).toEqual([
        trip.id,
      ]);
    } finally {
      await otherProcess.end();
    }
  });
});

describe('the expiry scheduler in the API process', () => {
  it('expires due trips every EXPIRY_INTERVAL_SEC, publishes them after commit, and stops on close', async () => {
    const trip = await tripOf('requested', 400);
    const staleKey = await app.database.db
      .insert(idempotencyKeys)
      .values({
        userId: passenger.user.id,
        route: 'POST /test',
        key: 'old',
        requestHash: 'x',
        createdAt: start,
      })
      .returning();
    const later = createTestClock(minutesAfterStart(60 * 25));
    const worker = await buildTestApp(
      { ...tripTestEnv, EXPIRY_INTERVAL_SEC: '1' },
      { clock: later, database: app.database },
    );
    const published: { event: TripEvent; status: string | undefined }[] = [];
    watchTripEvents(
      worker,
      // Read on the shared database: on PostgreSQL another connection sees only committed rows.
      async (event) =>
        published.push({ event, status: (await readTrip(app.database.db, event.trip_id))?.status }),
      { forward: false },
    );
    await worker.ready();
    try {
      await expect.poll(() => statusOf(trip.id), { timeout: 5000, interval: 100 }).toBe('expired');
      await expect
        .poll(() => published.find((p) => p.event.trip_id === trip.id), { timeout: 2000 })
        .toEqual({ event: { type: 'trip.updated', trip_id: trip.id }, status: 'expired' });
      await expect
        .poll(() => app.database.db.$count(idempotencyKeys, eq(idempotencyKeys.id, staleKey[0]!.id)), {
          timeout: 2000,
        })
        .toBe(0);
    } finally {
      await worker.close();
    }
    // Closed: no further rounds.
    const afterClose = await tripOf('requested', 401);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await statusOf(afterClose.id)).toBe('requested');
  });

  it('publishes trip.updated after a request and a cancellation, not on an idempotent replay', async () => {
    const events: TripEvent[] = [];
    const restore = watchTripEvents(app, (event) => events.push(event), { forward: false });
    try {
      const headers = { ...passenger.headers, 'idempotency-key': `pub-${Date.now()}` };
      const body = oneWayBody(clock.now());
      const first = await app.inject({ method: 'POST', url: '/api/v3/user/trips', headers, payload: body });
      await app.inject({ method: 'POST', url: '/api/v3/user/trips', headers, payload: body });
      const id = first.json().data.trip.id;
      const reasons = await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers });
      await app.inject({
        method: 'POST',
        url: '/api/v3/user/trips/cancelled',
        headers: passenger.headers,
        payload: { trip_id: id, reason_id: reasons.json().data[0].id },
      });
      expect(events).toEqual([
        { type: 'trip.updated', trip_id: id },
        { type: 'trip.updated', trip_id: id },
      ]);
    } finally {
      restore();
    }
  });
});

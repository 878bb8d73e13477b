import { cancellationReasons } from '@pothik/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { createTrip, oneWayBody, tripTestEnv } from './helpers/trips';

const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(clock.now().getTime() + hoursFromNow * HOUR);

let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;
/** Trip ids by label, created oldest first. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
  const db = app.database.db;
  const mine = [
    ['requested', { status: 'requested' as const, pickupAt: at(30) }],
    ['confirmed_soon', { status: 'confirmed' as const, pickupAt: at(5) }],
    ['confirmed_later', { status: 'confirmed' as const, pickupAt: at(25) }],
    ['cancel_requested', { status: 'cancel_requested' as const, pickupAt: at(1) }],
    ['started', { status: 'started' as const, pickupAt: at(-1) }],
    ['completed', { status: 'completed' as const, pickupAt: at(-48) }],
    ['expired', { status: 'expired' as const, pickupAt: at(-24) }],
    ['cancelled', { status: 'cancelled' as const, pickupAt: at(10) }],
  ] as const;
  for (const [i, [label, values]] of mine.entries()) {
    // Created one minute apart, in this order: the list shows them newest first.
    const row = await createTrip(db, { passengerId: passenger.user.id, now: at(-100 + i / 60), ...values });
    ids[label] = row.id;
  }
  ids.others = (await createTrip(db, { passengerId: other.user.id, status: 'started', now: at(-1) })).id;
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who: LoggedIn | null = passenger) =>
  app.inject({ url: `/api/v3/user${url}`, headers: who ? who.headers : {} });
const idsOf = (items: { id: number }[]) => items.map((t) => t.id);
const newestFirst = (labels: string[]) => labels.map((l) => ids[l]!).sort((a, b) => b - a);

describe('GET /api/v3/user/trips', () => {
  it("lists only the passenger's own trips, newest first, 12 a page by default", async () => {
    const res = await get('/trips');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ page: 1, per_page: 12, total: 8 });
    expect(idsOf(data.items)).toEqual(newestFirst(Object.keys(ids).filter((l) => l !== 'others')));
    expect(data.items[0]).toMatchObject({ status: 'cancelled', pickup: { address: 'Gulshan 1, Dhaka' } });
  });

  it('pages', async () => {
    const all = idsOf((await get('/trips')).json().data.items);
    const page2 = (await get('/trips?page=2&per_page=3')).json().data;
    expect(page2).toMatchObject({ page: 2, per_page: 3, total: 8 });
    expect(idsOf(page2.items)).toEqual(all.slice(3, 6));
    const page3 = (await get('/trips?page=3&per_page=3')).json().data;
    expect(idsOf(page3.items)).toEqual(all.slice(6));
    // The last, part-full page knows the total without counting; it must be the same total.
    expect(page3.total).toBe(8);
    expect((await get('/trips?page=4&per_page=3')).json().data).toMatchObject({ items: [], total: 8 });
  });

  it.each([
    ['upcoming', ['requested', 'confirmed_soon', 'confirmed_later', 'cancel_requested', 'started']],
    ['past', ['completed', 'expired']],
    ['cancelled', ['cancelled']],
  ])('filters the %s tab', async (tab, labels) => {
    const { data } = (await get(`/trips?tab=${tab}`)).json();
    expect(idsOf(data.items)).toEqual(newestFirst(labels));
    expect(data.total).toBe(labels.length);
  });

  it('filters by status, also within a tab', async () => {
    expect(idsOf((await get('/trips?status=confirmed')).json().data.items)).toEqual(
      newestFirst(['confirmed_soon', 'confirmed_later']),
    );
    expect(idsOf((await get('/trips?status=started&tab=upcoming')).json().data.items)).toEqual([ids.started]);
    expect((await get('/trips?status=started&tab=past')).json().data).toMatchObject({ items: [], total: 0 });
  });

  it('refuses unknown filters and page sizes with 422', async () => {
    expect((await get('/trips?status=lost')).json()).toMatchObject({
      errors: { status: ['Unknown status.'] },
    });
    expect((await get('/trips?tab=someday')).statusCode).toBe(422);
    expect((await get('/trips?per_page=51')).statusCode).toBe(422);
    expect((await get('/trips?page=0')).statusCode).toBe(422);
  });

  it('is private to the passenger, and a phone that has the page is answered 304 until it changes', async () => {
    const first = await get('/trips');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);
    const etag = first.headers.etag as string;
    const again = await app.inject({
      url: '/api/v3/user/trips',
      headers: { ...passenger.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another passenger holding that tag gets their own list.
    const theirs = await app.inject({
      url: '/api/v3/user/trips',
      headers: { ...other.headers, 'if-none-match': etag },
    });
    expect(theirs.statusCode).toBe(200);
    expect(idsOf(theirs.json().data.items)).toEqual([ids.others]);
  });

  it('needs a login', async () => {
    expect((await get('/trips', null)).statusCode).toBe(401);
  });

  // The list is kept in memory per passenger (ADR 0009): the API's own writers drop it at commit, so
  // their change shows on the next request; any other write (psql, a script) by the tables' triggers'
  // NOTIFY, heard within a second in every process.
  it('is never older than what the API wrote, and follows any other write within a second', async () => {
    const third = await loginAs(app);
    const list = async () =>
      (await get('/trips', third)).json().data as { total: number; items: { status: string }[] };
    expect(await list()).toMatchObject({ total: 0, items: [] });
    const trip = await createTrip(app.database.db, {
      passengerId: third.user.id,
      status: 'requested',
      now: at(-2),
    });
    expect((await list()).items.map((t) => t.status)).toEqual(['requested']);
    // The same question again: the same bytes.
    expect((await get('/trips', third)).body).toBe((await get('/trips', third)).body);
    const statuses = async () => (await list()).items.map((t) => t.status);
    await app.database.db.transaction(async (tx) => {
      await tx.update(trips).set({ status: 'confirmed' }).where(eq(trips.id, trip.id));
    });
    await expect.poll(statuses, { timeout: 1000, interval: 20 }).toEqual(['confirmed']);
    await app.database.db.execute(sql`update trips set status = 'cancelled' where id = ${trip.id}`);
    await expect.poll(statuses, { timeout: 1000, interval: 20 }).toEqual(['cancelled']);
    // Passengers' answers are kept apart.
    expect(idsOf((await get('/trips', other)).json().data.items)).toEqual([ids.others]);
  });
});

describe('GET /api/v3/user/trips/{id}', () => {
  it('shows the trip, its timeline and what cancelling may do', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips',
      headers: passenger.headers,
      payload: oneWayBody(clock.now()),
    });
    const trip = created.json().data.trip;
    const res = await get(`/trips/${trip.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      trip,
      timeline: [
        {
          from_status: null,
          to_status: 'requested',
          at: clock.now().toISOString(),
          actor: 'passenger',
          note: null,
        },
      ],
      // A requested trip may be cancelled until its pickup (then it expires).
      cancel: { option: 'cancel', until: trip.pickup_at },
      // No advance asked of it (no hold), none paid.
      advance: { hold: null, paid: null, refunded: 0, refund_status: null, cash_due: null },
    });
  });

  it('gives a confirmed trip the moment the outright cancel window closes', async () => {
    const { cancel } = (await get(`/trips/${ids.confirmed_later}`)).json().data;
    expect(cancel).toEqual({
      option: 'cancel',
      until: new Date(at(25).getTime() - 120 * 60_000).toISOString(),
    });
    expect((await get(`/trips/${ids.cancel_requested}`)).json().data.cancel).toEqual({
      option: 'none',
      until: null,
    });
    expect((await get(`/trips/${ids.started}`)).json().data.cancel).toEqual({ option: 'none', until: null });
  });

  it("answers 404 for another passenger's trip and for an unknown id, never 403", async () => {
    for (const id of [ids.others, 999_999]) {
      const res = await get(`/trips/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Trip not found.', code: 'tripNotFound' });
    }
    expect((await get(`/trips/${ids.others}`, other)).statusCode).toBe(200);
  });

  it('refuses an id that is not a number', async () => {
    expect((await get('/trips/abc')).statusCode).toBe(422);
  });
});

describe('GET /api/v3/user/ongoing-trips', () => {
  it('shows started trips and confirmed ones picking up within 24 hours, soonest first', async () => {
    const res = await get('/ongoing-trips');
    expect(res.statusCode).toBe(200);
    expect(idsOf(res.json().data)).toEqual([ids.started, ids.confirmed_soon]);
  });

  it('takes in a confirmed trip once its pickup comes within 24 hours', async () => {
    clock.advance({ hours: 1, minutes: 1 });
    try {
      expect(idsOf((await get('/ongoing-trips')).json().data)).toEqual([
        ids.started,
        ids.confirmed_soon,
        ids.confirmed_later,
      ]);
    } finally {
      clock.set('2026-03-10T04:00:00.000Z');
    }
  });

  it('needs a login', async () => {
    expect((await get('/ongoing-trips', null)).statusCode).toBe(401);
  });
});

describe('GET /api/v3/user/cancelled-reasons', () => {
  it('lists the seeded reasons in both languages', async () => {
    const res = await get('/cancelled-reasons');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((r: { key: string }) => r.key)).toEqual(cancellationReasons.map((r) => r.key));
    expect(data[0]).toEqual({
      id: expect.any(Number),
      key: 'plans_changed',
      text_en: 'My plans have changed',
      text_bn: 'আমার পরিকল্পনা বদলে গেছে',
    });
  });

  it('needs a login', async () => {
    expect((await get('/cancelled-reasons', null)).statusCode).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions, tripShareLinks } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postAccept, postBid, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { createTrip, tripTestEnv } from './helpers/trips';

// DESIGN.md §15 share links: who can make them, what the public page shows and for how long, and that
// the passenger hears of each link's first opening once.
const clock = createTestClock('2026-04-02T06:00:00.000Z');
const HOUR = 3_600_000;

let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;
let driver: TestDriver;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Md. Abdul Karim' });
  await app.database.db.insert(pushSubscriptions).values({
    userId: passenger.user.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/share-${passenger.user.id}`,
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
    lang: 'bn',
  });
});
afterAll(async () => {
  await app.close();
});

const bookedTrip = (overrides: Partial<Parameters<typeof createTrip>[1]> = {}) =>
  createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'confirmed',
    driverId: driver.driver.id,
    fare: 7200,
    now: clock.now(),
    ...overrides,
  });
const as = (who: LoggedIn, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  app.inject({ method, url: `/api/v3/user${url}`, headers: who.headers });
const openLink = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v3/shared-trip', headers: { 'x-share-token': token } });
const makeLink = async (tripId: number) => {
  const res = await as(passenger, 'POST', `/trips/${tripId}/share-links`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.link as { id: number; token: string };
};
const sharePushes = async (tripId: number) =>
  app.database.db
    .select({ kind: notifications.kind, dedupeKey: notifications.dedupeKey })
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), eq(notifications.kind, 'share_opened')));

describe(`share links, on ${testDbKind}`, () => {
  it('shows a booked trip to whoever holds the link: the car, the driver’s first name, the places; no fare, no phone', async () => {
    const trip = await bookedTrip();
    const link = await makeLink(trip.id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash is kept: the table alone opens nothing.
    const [row] = await app.database.db.select().from(tripShareLinks).where(eq(tripShareLinks.id, link.id));
    expect(row!.tokenHash).not.toContain(link.token);

    const res = await openLink(link.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const shared = res.json().data;
    expect(shared).toMatchObject({
      status: 'confirmed',
      car_type: 'sedan',
      car_model: 'Toyota Allion 2015',
      plate_number: driver.driver.plateNumber,
      driver: { first_name: 'Abdul', photo: '/images/drivers/demo-01.svg' },
      pickup: { address: trip.pickupAddress },
      expires_at: null,
    });
    expect(res.body).not.toContain('7200');
    expect(res.body).not.toContain(driver.user.mobile.slice(-8));
    expect(res.body).not.toContain(passenger.mobile.slice(-8));
  });

  it('tells the passenger of the first opening of each link, once, however often it is opened', async () => {
    const trip = await bookedTrip();
    const first = await makeLink(trip.id);
    const second = await makeLink(trip.id);
    await Promise.all([openLink(first.token), openLink(first.token), openLink(first.token)]);
    expect(await sharePushes(trip.id)).toEqual([
      { kind: 'share_opened', dedupeKey: `push:share_opened:link:${first.id}` },
    ]);
    await openLink(second.token);
    expect(await sharePushes(trip.id)).toHaveLength(2);
    const list = (await as(passenger, 'GET', `/trips/${trip.id}/share-links`)).json().data.items;
    expect(
      list.map((l: { id: number; first_opened_at: string | null }) => [l.id, l.first_opened_at]),
    ).toEqual([
      [second.id, clock.now().toISOString()],
      [first.id, clock.now().toISOString()],
    ]);
  });

  it('answers a wrong, a malformed and a revoked link alike, with nothing about the trip', async () => {
    const trip = await bookedTrip();
    const link = await makeLink(trip.id);
    const revoked = await as(passenger, 'DELETE', `/trips/${trip.id}/share-links/${link.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.link).toMatchObject({ id: link.id, is_alive: false });
    const answers = await Promise.all(
      [link.token, `${link.token.slice(0, -1)}A`, 'not-a-token', 'x'.repeat(64)].map(openLink),
    );
    expect(answers.map((a) => [a.statusCode, a.json().code])).toEqual(
      Array(4).fill([404, 'shareLinkNotFound']),
    );
    // Revoking again changes nothing and says so the same way.
    expect((await as(passenger, 'DELETE', `/trips/${trip.id}/share-links/${link.id}`)).statusCode).toBe(200);
  });

  it('lets only the trip’s passenger make, list or revoke its links', async () => {
    const trip = await bookedTrip();
    const link = await makeLink(trip.id);
    for (const [method, url] of [
      ['POST', `/trips/${trip.id}/share-links`],
      ['GET', `/trips/${trip.id}/share-links`],
      ['DELETE', `/trips/${trip.id}/share-links/${link.id}`],
    ] as const) {
      const res = await as(other, method, url);
      expect([method, res.statusCode, res.json().code]).toEqual([method, 404, 'tripNotFound']);
    }
    expect((await openLink(link.token)).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'POST', url: `/api/v3/user/trips/${trip.id}/share-links` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps at most 10 live links per trip; a revoked one makes room', async () => {
    const trip = await bookedTrip();
    const links = [];
    for (let i = 0; i < 10; i++) links.push(await makeLink(trip.id));
    const over = await as(passenger, 'POST', `/trips/${trip.id}/share-links`);
    expect([over.statusCode, over.json().code]).toEqual([409, 'shareLinkLimit']);
    await as(passenger, 'DELETE', `/trips/${trip.id}/share-links/${links[0]!.id}`);
    await makeLink(trip.id);
  });
  it('works from confirmation until a day after check-out, and never on a trip not booked', async () => {
    const requested = await createTrip(app.database.db, { passengerId: passenger.user.id, now: clock.now() });
    const refused = await as(passenger, 'POST', `/trips/${requested.id}/share-links`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'shareLinkNotAllowed']);

    const completedAt = clock.now();
    const done = await bookedTrip({
      status: 'completed',
      startedAt: new Date(completedAt.getTime() - HOUR),
      completedAt,
    });
    const link = await makeLink(done.id);
    const shown = await openLink(link.token);
    expect(shown.json().data.expires_at).toBe(new Date(completedAt.getTime() + 24 * HOUR).toISOString());
    clock.advance({ ms: 24 * HOUR - 1 });
    expect((await openLink(link.token)).statusCode).toBe(200);
    clock.advance({ ms: 1 });
    expect((await openLink(link.token)).statusCode).toBe(404);
    // A day on, the login has lapsed too: the passenger logs in again to try.
    passenger = await loginAs(app, { mobile: passenger.mobile });
    const late = await as(passenger, 'POST', `/trips/${done.id}/share-links`);
    expect(late.json().code).toBe('shareLinkNotAllowed');
  });
});

describe(`contacts who follow every trip, on ${testDbKind}`, () => {
  it('are texted a live link when a trip is booked; the other contacts are not, and nothing before the booking', async () => {
    const me = await loginAs(app);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v3/user/trusted-contacts',
      headers: me.headers,
      payload: {
        contacts: [
          { name: 'Amma', mobile: '01711000001', auto_share: true },
          { name: 'Bhaiya', mobile: '01711000002' },
        ],
      },
    });
    expect(saved.json().data).toEqual([
      { name: 'Amma', mobile: '01711000001', auto_share: true },
      { name: 'Bhaiya', mobile: '01711000002', auto_share: false },
    ]);
    const trip = await createTrip(app.database.db, { passengerId: me.user.id, now: clock.now() });
    const texts = () =>
      app.database.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.tripId, trip.id), eq(notifications.kind, 'share_contact')));
    const bidder = await loginDriver(app, await createDriverProfile(app, { name: 'Jamal Hossain' }));
    const bid = await postBid(app, bidder, { trip_id: trip.id, driver_fare: 7000 });
    expect(bid.statusCode, bid.body).toBe(201);
    expect(await texts()).toEqual([]);

    const accepted = await postAccept(app, me, { trip_id: trip.id, bid_id: bid.json().data.bid.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const sent = await texts();
    const messages = sent.map((t) => t.message as { to: string; text: string });
    expect(messages.map((m) => m.to)).toEqual(['01711000001']);
    const [, token] = messages[0]!.text.match(/\/share\/([A-Za-z0-9_-]{43})/) ?? [];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await openLink(token!);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.driver.first_name).toBe('Jamal');
    const links = await as(me, 'GET', `/trips/${trip.id}/share-links`);
    expect(links.json().data.items).toHaveLength(1);
  });
});

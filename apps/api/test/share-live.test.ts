import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, trips, trustedContacts, users } from '../src/db/schema/index';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { createTrip, places, tripTestEnv } from './helpers/trips';

// Issue 43 on a share link: the car's live position for whoever holds the link (only while the car is
// followed and the link alive), the link texted to the passenger's trusted contacts (once each), and
// the SOS's SMS to them carrying a link made in the same transaction.
const clock = createTestClock('2026-03-10T04:00:00.000Z');
const HOUR = 3_600_000;

let app: FastifyInstance;
let passenger: LoggedIn;
let other: LoggedIn;
let driver: TestDriver;
let driverLogin: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  other = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Md. Abdul Karim' });
  driverLogin = await loginDriver(app, driver);
});
afterAll(async () => {
  await app.close();
});

const bookedTrip = (onMyWay: boolean, passengerId = passenger.user.id) =>
  createTrip(app.database.db, {
    passengerId,
    status: 'confirmed',
    driverId: driver.driver.id,
    pickupAt: new Date(clock.now().getTime() + HOUR),
    onMyWayAt: onMyWay ? clock.now() : null,
    now: clock.now(),
  });
const post = (who: LoggedIn, url: string, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/v3${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
const openLink = (token: string) =>
  app.inject({ method: 'GET', url: '/api/v3/shared-trip', headers: { 'x-share-token': token } });
const makeLink = async (tripId: number) => {
  const res = await post(passenger, `/user/trips/${tripId}/share-links`);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.link as { id: number; token: string };
};
const revoke = (tripId: number, linkId: number) =>
  app.inject({
    method: 'DELETE',
    url: `/api/v3/user/trips/${tripId}/share-links/${linkId}`,
    headers: passenger.headers,
  });
const textLink = (tripId: number, link: { id: number; token: string }, who = passenger) =>
  post(who, `/user/trips/${tripId}/share-links/${link.id}/sms`, { token: link.token });
const sendPoint = (tripId: number, metresNorth: number) =>
  post(driverLogin, `/driver/trips/${tripId}/positions`, {
    points: [
      {
        lat: places.gulshan.lat + metresNorth / 111_320,
        lng: places.gulshan.lng,
        accuracy_m: 10,
        at: clock.now().toISOString(),
      },
    ],
  });
const smsOf = (tripId: number, kind: string) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.tripId, tripId), eq(notifications.kind, kind)))
    .orderBy(asc(notifications.id));
const textOf = (row: { message: unknown }) => row.message as { to: string; text: string };
async function saveContacts(userId: number, mobiles: string[]) {
  await app.database.db.delete(trustedContacts).where(eq(trustedContacts.userId, userId));
  if (mobiles.length > 0)
    await app.database.db.insert(trustedContacts).values(
      mobiles.map((mobile, i) => ({
        userId,
        position: i,
        name: `Contact ${i}`,
        mobile,
        createdAt: clock.now(),
      })),
    );
}

describe(`the car on a share link, on ${testDbKind}`, () => {
  it('shows the car’s latest point only while the car is followed, and never after the link is revoked', async () => {
    const waiting = await bookedTrip(false);
    const early = (await openLink((await makeLink(waiting.id)).token)).json().data;
    expect(early).toMatchObject({ is_tracked: false, position: null });

    const trip = await bookedTrip(true);
    const link = await makeLink(trip.id);
    // The routing key the passenger's and driver's sockets name too (ADR 0026), not the trip's id.
    expect((await openLink(link.token)).json().data).toMatchObject({
      is_tracked: true,
      position: null,
      route_key: String(trip.id % 10_000),
    });
    expect((await sendPoint(trip.id, 0)).statusCode).toBe(200);
    clock.advance({ seconds: 10 });
    expect((await sendPoint(trip.id, 300)).statusCode).toBe(200);
    const res = await openLink(link.token);
    expect(res.statusCode).toBe(200);
    const shared = res.json().data;
    // Where and when, nothing else of the driver's phone.
    expect(shared.position).toEqual({
      lat: places.gulshan.lat + 300 / 111_320,
      lng: places.gulshan.lng,
      at: clock.now().toISOString(),
    });
    expect(JSON.stringify(shared)).not.toMatch(/accuracy|speed|heading|fare|mobile|phone/);

    expect((await revoke(trip.id, link.id)).statusCode).toBe(200);
    const revoked = await openLink(link.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain(String(places.gulshan.lng));
  });

  it('drops the car once the trip is checked out, while the link still shows the trip', async () => {
    const trip = await bookedTrip(true);
    const link = await makeLink(trip.id);
    expect((await sendPoint(trip.id, 0)).statusCode).toBe(200);
    await app.database.db
      .update(trips)
      .set({ status: 'completed', startedAt: clock.now(), completedAt: clock.now() })
      .where(eq(trips.id, trip.id));
    const shared = (await openLink(link.token)).json().data;
    expect(shared).toMatchObject({ status: 'completed', is_tracked: false, position: null });
  });
});

describe(`texting a share link to trusted contacts, on ${testDbKind}`, () => {
  it('sends each contact the link once, in the passenger’s language, through the outbox', async () => {
    await saveContacts(passenger.user.id, ['01712345001', '01812345002']);
    await app.database.db
      .update(users)
      .set({ lang: 'bn', fullName: 'Rahima' })
      .where(eq(users.id, passenger.user.id));
    const trip = await bookedTrip(true);
    const link = await makeLink(trip.id);
    const res = await textLink(trip.id, link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'shareLinkTexted', data: { contacts: 2, sent: 2 } });
    const sms = await smsOf(trip.id, 'share_contact');
    expect(sms.map((r) => [r.channel, textOf(r).to])).toEqual([
      ['sms', '01712345001'],
      ['sms', '01812345002'],
    ]);
    expect(textOf(sms[0]!).text).toBe(
      `${app.config.brand.name.bn}: Rahima তাঁর ট্রিপ আপনার সাথে শেয়ার করেছেন। গাড়িটি সরাসরি দেখুন: ${app.config.webOrigins[0]}/share/${link.token}`,
    );
    // A second tap (or a retried request) texts nobody again; a new contact gets it.
    await saveContacts(passenger.user.id, ['01712345001', '01812345002', '01912345003']);
    const again = await textLink(trip.id, link);
    expect(again.json().data).toEqual({ contacts: 3, sent: 1 });
    expect(await smsOf(trip.id, 'share_contact')).toHaveLength(3);
    await app.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, passenger.user.id));
  });

  it('refuses without contacts, with another link’s token, a revoked link and another passenger’s trip', async () => {
    const trip = await bookedTrip(true);
    const link = await makeLink(trip.id);
    const second = await makeLink(trip.id);
    await saveContacts(passenger.user.id, []);
    const none = await textLink(trip.id, link);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('noTrustedContacts');

    await saveContacts(passenger.user.id, ['01712345001']);
    const mixed = await textLink(trip.id, { id: link.id, token: second.token });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('shareLinkNotFound');
    expect((await textLink(trip.id, link, other)).statusCode).toBe(404);
    await revoke(trip.id, link.id);
    expect((await textLink(trip.id, link)).statusCode).toBe(404);
    expect(await smsOf(trip.id, 'share_contact')).toEqual([]);
  });
});

describe(`an SOS's SMS carries a share link, on ${testDbKind}`, () => {
  it('makes a live link in the SOS’s transaction and puts its address in each contact’s text', async () => {
    await saveContacts(passenger.user.id, ['01712345001']);
    const trip = await bookedTrip(true);
    expect((await post(passenger, `/user/trips/${trip.id}/sos`)).statusCode).toBe(201);
    const [sms] = await smsOf(trip.id, 'sos_contact');
    const url = textOf(sms!).text.match(/Follow the car live: (\S+)/)?.[1];
    expect(url?.startsWith(`${app.config.webOrigins[0]}/share/`)).toBe(true);
    const opened = await openLink(url!.split('/share/')[1]!);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.plate_number).toBe(driver.driver.plateNumber);
    // The passenger sees it among the trip's links, and can revoke it.
    const links = await app.inject({
      method: 'GET',
      url: `/api/v3/user/trips/${trip.id}/share-links`,
      headers: passenger.headers,
    });
    expect(links.json().data.items).toHaveLength(1);
  });
});

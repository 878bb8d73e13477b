import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema/index';
import { makeBrowserKeys } from './fakes/push-service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver } from './helpers/bidding';

// A person's devices and choices for Web Push (GET/POST /{user,driver}/push…), on both engines.

let app: FastifyInstance;
let passenger: LoggedIn;
let driver: LoggedIn;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  passenger = await loginAs(app);
  driver = await loginDriver(app, await createDriverProfile(app));
});

afterAll(async () => {
  await app?.close();
});

const device = (n: number) => {
  const keys = makeBrowserKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
};
const settings = async (who: LoggedIn, base: 'user' | 'driver', endpoint?: string) => {
  const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : '';
  const res = await app.inject({ method: 'GET', url: `/api/v3/${base}/push${query}`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const subscribe = (who: LoggedIn, base: 'user' | 'driver', body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/${base}/push/subscriptions`,
    headers: who.headers,
    payload: body,
  });
const prefer = (who: LoggedIn, base: 'user' | 'driver', body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v3/${base}/push/preferences`,
    headers: who.headers,
    payload: body,
  });

describe('push settings', () => {
  it('tells the page push is on, the key to subscribe with, and the kinds of its role, all on', async () => {
    const data = await settings(passenger, 'user');
    expect(data.enabled).toBe(true);
    expect(Buffer.from(data.public_key, 'base64url')).toHaveLength(65);
    expect(data.kinds).toEqual([
      { kind: 'first_bid', enabled: true, essential: false },
      { kind: 'bid_digest', enabled: true, essential: false },
      { kind: 'booked', enabled: true, essential: true },
      { kind: 'driver_on_my_way', enabled: true, essential: false },
      { kind: 'driver_arrived', enabled: true, essential: false },
      { kind: 'cancel_decided', enabled: true, essential: false },
      { kind: 'trip_expired', enabled: true, essential: false },
      { kind: 'share_opened', enabled: true, essential: false },
      { kind: 'guardian_check', enabled: true, essential: true },
      { kind: 'ticket_reply', enabled: true, essential: false },
      { kind: 'driver_cancelled', enabled: true, essential: true },
    ]);
    expect(data).toMatchObject({ districts: [], subscribed: null });
    const driverData = await settings(driver, 'driver');
    expect(driverData.kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'new_trip',
      'booked',
      'on_my_way_reminder',
      'checked_in',
      'checked_out',
      'trip_cancelled',
      'ticket_reply',
      'lost_item_query',
      'reliability_warning',
    ]);
  });

  it('asks for a signed-in person of the role', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v3/user/push' })).statusCode).toBe(401);
    const wrongRole = await app.inject({
      method: 'GET',
      url: '/api/v3/driver/push',
      headers: passenger.headers,
    });
    expect(wrongRole.statusCode).toBe(403);
  });
});

describe('subscriptions', () => {
  it('keeps a device once per account, the same device for a passenger and a driver, and forgets it', async () => {
    const phone = device(1);
    const first = await subscribe(passenger, 'user', { ...phone, lang: 'bn' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'This device will get notifications.', code: 'pushSubscribed' });
    // Again (a reload that subscribes again): still one row, its keys replaced.
    const again = device(1);
    expect((await subscribe(passenger, 'user', { ...again, lang: 'en' })).statusCode).toBe(201);
    expect((await subscribe(driver, 'driver', { ...phone, lang: 'bn' })).statusCode).toBe(201);
    expect((await settings(passenger, 'user', phone.endpoint)).subscribed).toBe(true);
    expect((await settings(driver, 'driver', phone.endpoint)).subscribed).toBe(true);
    const rows = await app.database.db
      .select({
        user_id: pushSubscriptions.userId,
        p256dh: pushSubscriptions.p256dh,
        lang: pushSubscriptions.lang,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint))
      .orderBy(pushSubscriptions.userId);
    expect(rows).toEqual([
      { user_id: passenger.user.id, p256dh: again.keys.p256dh, lang: 'en' },
      { user_id: driver.user.id, p256dh: phone.keys.p256dh, lang: 'bn' },
    ]);

    const url = `/api/v3/user/push/subscriptions?endpoint=${encodeURIComponent(phone.endpoint)}`;
    const removed = await app.inject({ method: 'DELETE', url, headers: passenger.headers });
    expect(removed.json()).toEqual({
      message: 'This device will get no more notifications.',
      code: 'pushUnsubscribed',
    });
    expect((await app.inject({ method: 'DELETE', url, headers: passenger.headers })).statusCode).toBe(200);
    expect((await settings(passenger, 'user', phone.endpoint)).subscribed).toBe(false);
    // The driver's account on the same phone still hears.
    expect((await settings(driver, 'driver', phone.endpoint)).subscribed).toBe(true);
  });

  it('refuses keys that are not a browser subscription’s, and an endpoint that is not a URL', async () => {
    const bad = await subscribe(passenger, 'user', {
      endpoint: 'not a url',
      keys: { p256dh: 'short', auth: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['endpoint', 'keys.auth', 'keys.p256dh']);
  });
});

describe('preferences', () => {
  it('switches kinds off and on again; the booking stays on whatever is sent', async () => {
    const res = await prefer(passenger, 'user', {
      kinds: [
        { kind: 'bid_digest', enabled: false },
        { kind: 'trip_expired', enabled: false },
        { kind: 'booked', enabled: false },
        { kind: 'guardian_check', enabled: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe('pushPreferencesSaved');
    const kinds = Object.fromEntries(
      (await settings(passenger, 'user')).kinds.map((k: { kind: string; enabled: boolean }) => [
        k.kind,
        k.enabled,
      ]),
    );
    expect(kinds).toEqual({
      first_bid: true,
      bid_digest: false,
      booked: true,
      driver_on_my_way: true,
      driver_arrived: true,
      cancel_decided: true,
      trip_expired: false,
      share_opened: true,
      guardian_check: true,
      ticket_reply: true,
      driver_cancelled: true,
    });
    await prefer(passenger, 'user', { kinds: [{ kind: 'bid_digest', enabled: true }] });
    const after = (await settings(passenger, 'user')).kinds.find(
      (k: { kind: string }) => k.kind === 'bid_digest',
    );
    expect(after.enabled).toBe(true);
  });

  it('a driver chooses districts for new trips (none: every district); a passenger cannot', async () => {
    const res = await prefer(driver, 'driver', {
      kinds: [{ kind: 'checked_out', enabled: false }],
      districts: ['sylhet', 'dhaka', 'sylhet'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.districts).toEqual(['dhaka', 'sylhet']);
    expect((await prefer(driver, 'driver', { districts: [] })).json().data.districts).toEqual([]);

    const notAKind = await prefer(driver, 'driver', { kinds: [{ kind: 'first_bid', enabled: false }] });
    expect(notAKind.statusCode).toBe(422);
    expect(notAKind.json().errors.kinds).toEqual(['Not a kind for a driver: first_bid']);
    const passengerDistricts = await prefer(passenger, 'user', { districts: ['dhaka'] });
    expect(passengerDistricts.statusCode).toBe(422);
    expect(passengerDistricts.json().errors.districts).toEqual(['Only drivers choose districts']);
    expect((await prefer(driver, 'driver', { districts: ['atlantis'] })).statusCode).toBe(422);
  });
});

describe('push off', () => {
  it('answers that push is not available and keeps no device', async () => {
    const off = await buildTestApp({ PUSH_PROVIDER: 'off' });
    try {
      await off.ready();
      const who = await loginAs(off);
      const data = (
        await off.inject({ method: 'GET', url: '/api/v3/user/push', headers: who.headers })
      ).json().data;
      expect(data).toMatchObject({ enabled: false, public_key: null });
      const res = await off.inject({
        method: 'POST',
        url: '/api/v3/user/push/subscriptions',
        headers: who.headers,
        payload: device(9),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'Notifications on this device are not available here.',
        code: 'pushOff',
      });
    } finally {
      await off.close();
    }
  });

  it('a second API process on the same database signs with the same generated key', async () => {
    const second = await buildTestApp({}, { database: app.database });
    try {
      await second.ready();
      expect(second.pushSender?.publicKey).toBe(app.pushSender?.publicKey);
    } finally {
      await second.close();
    }
  });
});

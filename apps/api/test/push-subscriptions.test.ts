import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../src/db/schema/index';
import { makeBrowserKeys } from './fakes/push-service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';

// POST /{user,driver}/push/subscriptions takes only what a browser's push service hands it: an https
// address of a known push service on port 443 (configuration's list), at most 10 devices an account,
// and a limited number of tries an hour. Anything else would let an account aim trip events at any
// host, and learn from the 404/410 cleanup which internal hosts answer. On both engines.

const clock = createTestClock('2026-05-04T06:00:00.000Z');
let app: FastifyInstance;

beforeAll(async () => {
  // No test host here: 127.0.0.1 is refused as production refuses it.
  app = await buildTestApp({ PUSH_SUBSCRIBE_LIMIT_PER_HOUR: '40' }, { clock });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

const keys = () => {
  const k = makeBrowserKeys();
  return { p256dh: k.p256dh, auth: k.auth };
};
const subscribe = (who: LoggedIn, endpoint: string, base: 'user' | 'driver' = 'user') =>
  app.inject({
    method: 'POST',
    url: `/api/v3/${base}/push/subscriptions`,
    headers: who.headers,
    payload: { endpoint, keys: keys(), lang: 'en' },
  });
const endpointsOf = async (userId: number) =>
  (
    await app.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id))
  ).map((r) => r.endpoint);

describe('which push services a subscription may point at', () => {
  it('refuses http, another port, an unknown host, an address and a look-alike, with a code the web translates', async () => {
    const who = await loginAs(app);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://push.example.net/device-1',
      'https://127.0.0.1/push/device-1',
      'https://127.0.0.1:4000/api/v3/dev/sms-outbox',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://notify.windows.com.attacker.example/w/?token=abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await subscribe(who, endpoint);
      expect({ endpoint, status: res.statusCode, body: res.json() }).toEqual({
        endpoint,
        status: 400,
        body: {
          message: 'This browser’s notification service is not one we can send to.',
          code: 'pushServiceRefused',
        },
      });
    }
    expect(await endpointsOf(who.user.id)).toEqual([]);
  });

  it('keeps subscriptions of Chrome (FCM), Firefox (autopush), Safari (Apple) and Edge (WNS), port 443 written or not', async () => {
    const who = await loginAs(app);
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/dJ3xY:APA91bH',
      'https://fcm.googleapis.com:443/wp/eXk9',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm',
      'https://web.push.apple.com/QGuQyavXutnMH9oVWuO3Ju',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ];
    for (const endpoint of accepted) {
      const res = await subscribe(who, endpoint);
      expect({ endpoint, status: res.statusCode }).toEqual({ endpoint, status: 201 });
    }
    expect(await endpointsOf(who.user.id)).toEqual(accepted);
  });

  it('a driver is held to the same list', async () => {
    const driver = await loginDriver(app, await createDriverProfile(app));
    expect((await subscribe(driver, 'https://127.0.0.1:4000/x', 'driver')).json().code).toBe(
      'pushServiceRefused',
    );
    expect((await subscribe(driver, 'https://fcm.googleapis.com/fcm/send/drv', 'driver')).statusCode).toBe(
      201,
    );
    expect(await endpointsOf(driver.user.id)).toEqual(['https://fcm.googleapis.com/fcm/send/drv']);
  });

  it('follows PUSH_SERVICE_HOSTS, and PUSH_SERVICE_TEST_HOST opens one host at any port (tests only)', async () => {
    const custom = await buildTestApp(
      { PUSH_SERVICE_HOSTS: 'push.vendor.example, *.edge.example', PUSH_SERVICE_TEST_HOST: '127.0.0.1' },
      { database: app.database },
    );
    try {
      await custom.ready();
      const who = await loginAs(custom);
      const post = (endpoint: string) =>
        custom.inject({
          method: 'POST',
          url: '/api/v3/user/push/subscriptions',
          headers: who.headers,
          payload: { endpoint, keys: keys(), lang: 'en' },
        });
      const statuses = {
        listed: (await post('https://push.vendor.example/d/1')).statusCode,
        below: (await post('https://eu.edge.example/d/2')).statusCode,
        wildcardItself: (await post('https://edge.example/d/3')).statusCode,
        fcmNotListed: (await post('https://fcm.googleapis.com/fcm/send/4')).statusCode,
        testHostAnyPort: (await post('https://127.0.0.1:41234/push/d/5')).statusCode,
        testHostNotHttps: (await post('http://127.0.0.1:41234/push/d/6')).statusCode,
      };
      expect(statuses).toEqual({
        listed: 201,
        below: 201,
        wildcardItself: 400,
        fcmNotListed: 400,
        testHostAnyPort: 201,
        testHostNotHttps: 400,
      });
    } finally {
      await custom.close();
    }
  });
});

describe('devices per account', () => {
  const fcm = (n: number) => `https://fcm.googleapis.com/fcm/send/device-${n}`;

  it('keeps at most 10: the 11th device replaces the one that subscribed first', async () => {
    const who = await loginAs(app);
    for (let n = 1; n <= 10; n++) {
      clock.advance({ seconds: 1 });
      expect((await subscribe(who, fcm(n))).statusCode).toBe(201);
    }
    clock.advance({ seconds: 1 });
    expect((await subscribe(who, fcm(11))).statusCode).toBe(201);
    expect(await endpointsOf(who.user.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(fcm));
  });

  it('a device that subscribes again counts as new, so the oldest other one makes way', async () => {
    const who = await loginAs(app);
    for (let n = 1; n <= 10; n++) {
      clock.advance({ seconds: 1 });
      await subscribe(who, fcm(n));
    }
    clock.advance({ seconds: 1 });
    expect((await subscribe(who, fcm(1))).statusCode).toBe(201);
    clock.advance({ seconds: 1 });
    expect((await subscribe(who, fcm(12))).statusCode).toBe(201);
    expect((await endpointsOf(who.user.id)).sort()).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 12].map(fcm).sort());
  });
});

describe('subscriptions an hour', () => {
  it('refuses an account past PUSH_SUBSCRIBE_LIMIT_PER_HOUR with 429, refused addresses counted; others and the next hour go on', async () => {
    const limited = await buildTestApp(
      { PUSH_SUBSCRIBE_LIMIT_PER_HOUR: '3' },
      { clock, database: app.database },
    );
    try {
      await limited.ready();
      clock.set('2026-05-04T08:30:00.000Z');
      const post = (who: LoggedIn, endpoint: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/v3/user/push/subscriptions',
          headers: who.headers,
          payload: { endpoint, keys: keys(), lang: 'en' },
        });
      const who = await loginAs(limited);
      const other = await loginAs(limited);
      expect((await post(who, 'https://fcm.googleapis.com/fcm/send/a')).statusCode).toBe(201);
      expect((await post(who, 'https://127.0.0.1/probe')).statusCode).toBe(400);
      expect((await post(who, 'https://fcm.googleapis.com/fcm/send/b')).statusCode).toBe(201);
      clock.advance({ minutes: 20 });
      // 08:50: the hour's allowance is spent until 09:00.
      const refused = await post(who, 'https://fcm.googleapis.com/fcm/send/c');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many requests. Please try again later.',
        code: 'tooManyRequests',
      });
      expect(refused.headers['retry-after']).toBe(String(10 * 60));
      expect(await endpointsOf(who.user.id)).toEqual([
        'https://fcm.googleapis.com/fcm/send/a',
        'https://fcm.googleapis.com/fcm/send/b',
      ]);
      expect((await post(other, 'https://fcm.googleapis.com/fcm/send/d')).statusCode).toBe(201);
      clock.advance({ minutes: 10 });
      expect((await post(who, 'https://fcm.googleapis.com/fcm/send/c')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client';
import { leads, notifications } from '../src/db/schema/index';
import { deliverDueNotifications } from '../src/modules/notifications';
import { startFakeServer } from './fakes/http-server';
import { startFakePushService } from './fakes/push-service';
import { FAKE_SMS_KEY } from './fakes/sms-gateway';
import { buildTestApp } from './helpers/app';
import { bearer, sendCode, submitCode, uniqueMobile } from './helpers/auth';
import { createDriverProfile } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { createTestDatabase } from './helpers/database';
import { oneWayBody, tripTestEnv } from './helpers/trips';

// One recipient's push service that answers a byte at a time, never finishing (an idle-socket timeout
// never fires), must not hold anyone else's message: the outbox sends each notification on its own,
// within OUTBOX_SEND_TIMEOUT_MS, and the SMS to someone else goes out in its usual time while the
// push still hangs. The driver's device points at the local push service, which drips its answer.

const clock = createTestClock('2026-05-08T06:00:00.000Z');
let database: Database;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let gateway: Awaited<ReturnType<typeof startFakeServer>>;
/**
 * Each SMS the gateway took, whether the driver's push was hanging when it arrived, and how many of the
 * push service's dripping answers had ended by then.
 */
const texts: { to: string; message: string; pushHanging: boolean; dripsEnded: number }[] = [];
let dripPath = '';

beforeAll(async () => {
  database = await createTestDatabase();
  pushService = await startFakePushService();
  gateway = await startFakeServer((req) => {
    const { to, message } = JSON.parse(req.body) as { to: string; message: string };
    texts.push({
      to,
      message,
      pushHanging: pushService.isDripping(dripPath),
      dripsEnded: pushService.dripEnded.length,
    });
    return { status: 200, body: { status: 'queued' } };
  });
});

afterAll(async () => {
  await database?.close();
  await pushService?.close();
  await gateway?.close();
});

const env = {
  ...tripTestEnv,
  SMS_PROVIDER: 'http',
  SMS_API_KEY: FAKE_SMS_KEY,
  PUSH_SERVICE_TEST_HOST: '127.0.0.1',
};

/** A login whose code arrives through the gateway, as a phone would get it. */
async function logIn(app: FastifyInstance, mobile: string, role: 'passenger' | 'driver' = 'passenger') {
  expect((await sendCode(app, mobile, { role })).statusCode).toBe(200);
  const code = /\b(\d{4})\b/.exec(texts.filter((t) => t.to === mobile).at(-1)?.message ?? '')?.[1] ?? '';
  const verified = await submitCode(app, mobile, code, { role });
  expect(verified.statusCode).toBe(200);
  const data = verified.json().data as { access_token: string };
  return { headers: bearer(data.access_token) };
}

async function requestTrip(app: FastifyInstance, passenger: { headers: Record<string, string> }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/trips',
    headers: passenger.headers,
    payload: oneWayBody(clock.now()),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.trip.id as number;
}

/** A club lead from `mobile`: its confirmation SMS goes through the outbox, with the staff email. */
async function postLead(app: FastifyInstance, mobile: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/web/create/pothik_club',
    payload: { full_name: 'Shirin Akter', mobile, email: 'shirin@example.com' },
  });
  expect(res.statusCode).toBe(201);
  const [lead] = await database.db.select().from(leads).where(eq(leads.mobile, mobile));
  return lead!.id;
}

const smsOfLead = async (leadId: number) =>
  (
    await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.leadId, leadId), eq(notifications.channel, 'sms')))
  )[0]!;
const pushOfTrip = async (tripId: number) =>
  (
    await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tripId, tripId), eq(notifications.channel, 'push')))
  )[0]!;

describe('the outbox of a running API process', () => {
  it('sends an SMS to someone else at its next round while a driver’s push service drips for ever', async () => {
    const app = await buildTestApp(
      {
        ...env,
        SMS_HTTP_URL: `${gateway.url}/send`,
        OUTBOX_INTERVAL_SEC: '1',
        // Far longer than the rounds the SMS needs: the push is still hanging when the SMS is sent.
        OUTBOX_SEND_TIMEOUT_MS: '30000',
      },
      { clock, database, pushAgent: pushService.agent },
    );
    let tripId = 0;
    let leadId = 0;
    try {
      await app.ready();
      const profile = await createDriverProfile(app);
      const driver = await logIn(app, profile.user.mobile, 'driver');
      const device = pushService.device();
      dripPath = device.path;
      pushService.drip(device.path, 200);
      const subscribed = await app.inject({
        method: 'POST',
        url: '/api/v3/driver/push/subscriptions',
        headers: driver.headers,
        payload: { ...device.subscription, lang: 'en' },
      });
      expect(subscribed.statusCode).toBe(201);

      tripId = await requestTrip(app, await logIn(app, uniqueMobile()));
      await pushService.dripStarted(device.path);
      leadId = await postLead(app, '01911556677');
      // Its usual time: the next rounds, one a second.
      await vi.waitFor(() => expect(texts.map((t) => t.to)).toContain('01911556677'), {
        timeout: 10_000,
        interval: 50,
      });
      expect(texts.filter((t) => t.to === '01911556677').map((t) => t.pushHanging)).toEqual([true]);
      await vi.waitFor(async () => expect((await smsOfLead(leadId)).sentAt).toEqual(clock.now()), {
        timeout: 5000,
        interval: 50,
      });
      expect(pushService.isDripping(device.path)).toBe(true);
      expect(await pushOfTrip(tripId)).toMatchObject({ sentAt: null, attempts: 1, lastError: null });
    } finally {
      // Closing the process does not wait for the push: it stops, and the row is retried later.
      await app.close();
    }
    await vi.waitFor(() => expect(pushService.dripEnded).toEqual([dripPath]), {
      timeout: 5000,
      interval: 20,
    });
    const push = await pushOfTrip(tripId);
    expect(push).toMatchObject({ sentAt: null, failedAt: null, lastError: 'push: stopped with the process' });
    expect(push.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));
  });
});

describe('one round of the outbox', () => {
  it('gives the dripping push up at OUTBOX_SEND_TIMEOUT_MS for a retry, having sent the others meanwhile', async () => {
    const app = await buildTestApp(
      {
        ...env,
        SMS_HTTP_URL: `${gateway.url}/send`,
        OUTBOX_INTERVAL_SEC: '0',
        OUTBOX_SEND_TIMEOUT_MS: '3000',
      },
      { clock, database, pushAgent: pushService.agent },
    );
    try {
      await app.ready();
      const tripId = await requestTrip(app, await logIn(app, uniqueMobile()));
      const leadId = await postLead(app, '01911556688');
      const deps = { db: app.database.db, channels: app.notificationChannels, log: app.log };

      // The staff email (console) and the lead's SMS are sent; the push is given up at the deadline.
      expect(await deliverDueNotifications(deps, clock.now())).toEqual({ sent: 2, failed: 1 });
      // Sent before the push's answer ended (the first drip ended with the process before).
      expect(texts.filter((t) => t.to === '01911556688').map((t) => t.dripsEnded)).toEqual([1]);
      expect((await smsOfLead(leadId)).sentAt).toEqual(clock.now());
      const push = await pushOfTrip(tripId);
      expect(push).toMatchObject({
        sentAt: null,
        failedAt: null,
        attempts: 1,
        lastError: 'push: no answer within 3000 ms (OUTBOX_SEND_TIMEOUT_MS)',
      });
      expect(push.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));
      // The API hung up on the push service: nothing is left open.
      await vi.waitFor(() => expect(pushService.dripEnded).toEqual([dripPath, dripPath]), {
        timeout: 5000,
        interval: 20,
      });
      expect(pushService.isDripping(dripPath)).toBe(false);
    } finally {
      await app.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createWebPushSender,
  generateVapidKeys,
  PushDeliveryError,
  type PushSender,
} from '../src/adapters/push/index';
import { deliverPush } from '../src/modules/push/deliver-push';
import { pushMessages } from '../src/modules/push/push-messages';
import { saveSubscription, subscriptionsOf } from '../src/modules/push/repo';
import { startFakePushService } from './fakes/push-service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';

// The web-push adapter against a local push service that decrypts every message with the device's own
// keys (RFC 8291) and checks the VAPID signature (RFC 8292): what a browser vendor's service would accept.

let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let app: FastifyInstance;
let passenger: LoggedIn;
const vapid = { ...generateVapidKeys(), subject: 'mailto:ops@pothik.example' };
// The local push service's host, as PUSH_SERVICE_TEST_HOST opens it in tests.
const services = { hosts: [], testHost: '127.0.0.1' };

beforeAll(async () => {
  pushService = await startFakePushService();
  app = await buildTestApp();
  await app.ready();
  passenger = await loginAs(app);
});

afterAll(async () => {
  await app?.close();
  await pushService?.close();
});

const trip = {
  id: 42,
  pickupAddress: 'Banani, Dhaka',
  dropoffAddress: 'Zindabazar, Sylhet',
  pickupAt: new Date('2026-03-10T04:00:00.000Z'),
};

describe('web-push sender', () => {
  it('delivers a payload the device decrypts, signed with our VAPID key for the service origin', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    const device = pushService.device();
    const outcome = await sender.send(device.subscription, JSON.stringify({ hello: 'যাত্রী' }), {
      ttlSec: 600,
      topic: 'trip-42',
    });
    expect(outcome).toBe('sent');
    expect(pushService.problems).toEqual([]);
    const got = pushService.received.at(-1)!;
    expect(got.path).toBe(device.path);
    expect(got.payload).toEqual({ hello: 'যাত্রী' });
    expect(got.vapid.publicKey).toBe(vapid.publicKey);
    expect(got.vapid.claims.aud).toBe(pushService.origin);
    expect(got.vapid.claims.sub).toBe('mailto:ops@pothik.example');
    expect([got.ttl, got.urgency, got.topic]).toEqual(['600', 'high', 'trip-42']);
  });

  it('calls a device the service answers 404 or 410 for gone, and a 500 a failure to retry', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    for (const status of [404, 410]) {
      const device = pushService.device();
      pushService.answer(device.path, status);
      expect(await sender.send(device.subscription, '{}')).toBe('gone');
    }
    const faulty = pushService.device();
    pushService.answer(faulty.path, 500);
    await expect(sender.send(faulty.subscription, '{}')).rejects.toThrow(PushDeliveryError);
  });

  it('keys that are no P-256 point are a failure to retry, not a crash of the round', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    const device = pushService.device();
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const broken = { ...device.subscription, keys: { ...device.subscription.keys, p256dh: notAPoint } };
    await expect(sender.send(broken, '{}')).rejects.toThrow(PushDeliveryError);
    await expect(sender.send(broken, '{}')).rejects.toThrow(/^cannot encrypt for this subscription: /);
  });

  it('a wrong auth secret cannot be decrypted by the device: the keys are really used', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    const device = pushService.device();
    const other = pushService.device();
    // The API holds the other device's auth secret for this endpoint.
    const mixed = { ...device.subscription, keys: { ...device.subscription.keys, auth: other.keys.auth } };
    await expect(sender.send(mixed, '{"a":1}')).rejects.toThrow(/400/);
    expect(pushService.problems.pop()).toMatch(/unable to authenticate|Unsupported state/i);
  });
});

describe('deliverPush', () => {
  it('sends each device the message in its own language and deletes the ones that are gone', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    const db = app.database.db;
    const [english, bangla, gone] = [pushService.device(), pushService.device(), pushService.device()];
    pushService.answer(gone.path, 410);
    const now = new Date();
    for (const [d, lang] of [
      [english, 'en'],
      [bangla, 'bn'],
      [gone, 'en'],
    ] as const) {
      await saveSubscription(db, {
        userId: passenger.user.id,
        endpoint: d.subscription.endpoint,
        p256dh: d.keys.p256dh,
        auth: d.keys.auth,
        lang,
        now,
      });
    }
    const before = pushService.received.length;
    const message = pushMessages.firstBid(trip, { driverName: 'Karim', amount: 12500 });
    const result = await deliverPush(
      { db, sender, now: () => now, services },
      { userId: passenger.user.id, message },
    );
    expect(result).toEqual({ sent: 2, gone: 1 });
    expect(pushService.problems).toEqual([]);
    const got = pushService.received.slice(before);
    expect(got.find((r) => r.path === english.path)?.payload).toEqual({
      title: 'First bid on your trip',
      body: 'Karim offers ৳12,500. Tap to see it.',
      url: '/trip/my-trips/42',
      tag: 'trip-42-bids',
    });
    expect(got.find((r) => r.path === bangla.path)?.payload).toEqual({
      title: 'আপনার ট্রিপে প্রথম বিড',
      body: 'Karim ৳১২,৫০০ প্রস্তাব করেছেন। দেখতে চাপুন।',
      url: '/trip/my-trips/42',
      tag: 'trip-42-bids',
    });
    const left = await subscriptionsOf(db, passenger.user.id);
    expect(left.map((s) => s.endpoint).sort()).toEqual(
      [english.subscription.endpoint, bangla.subscription.endpoint].sort(),
    );
  });
});

describe('a push service that never finishes its answer', () => {
  it('the sender hangs up when the caller gives up, with a failure to retry', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    const device = pushService.device();
    pushService.drip(device.path, 100);
    const ended = pushService.dripEnded.length;
    const giveUp = new AbortController();
    const sending = sender.send(device.subscription, '{}', { signal: giveUp.signal });
    await pushService.dripStarted(device.path);
    giveUp.abort();
    await expect(sending).rejects.toThrow(
      new PushDeliveryError('push service did not answer before the delivery was given up'),
    );
    await vi.waitFor(() => expect(pushService.dripEnded.slice(ended)).toEqual([device.path]), {
      timeout: 5000,
      interval: 20,
    });
  });

  it("one device's slow push service holds neither the person's other devices nor their message", async () => {
    const webPush = createWebPushSender(vapid, { agent: pushService.agent });
    // Which devices' sends have ended on our side: the service having the request is not yet its answer
    // having come back.
    const answered: string[] = [];
    const sender: PushSender = {
      provider: webPush.provider,
      publicKey: webPush.publicKey,
      send: async (target, payload, options) => {
        const outcome = await webPush.send(target, payload, options);
        answered.push(target.endpoint);
        return outcome;
      },
    };
    const db = app.database.db;
    const who = await loginAs(app);
    const [slow, quick] = [pushService.device(), pushService.device()];
    pushService.drip(slow.path, 100);
    const now = new Date();
    for (const d of [slow, quick]) {
      await saveSubscription(db, {
        userId: who.user.id,
        endpoint: d.subscription.endpoint,
        p256dh: d.keys.p256dh,
        auth: d.keys.auth,
        lang: 'en',
        now,
      });
    }
    const message = pushMessages.firstBid(trip, { driverName: 'Karim', amount: 12500 });
    const endedBefore = pushService.dripEnded.length;
    const giveUp = new AbortController();
    const delivering = deliverPush(
      { db, sender, now: () => now, services },
      { userId: who.user.id, message },
      giveUp.signal,
    );
    await vi.waitFor(() => expect(answered).toEqual([quick.subscription.endpoint]), {
      timeout: 5000,
      interval: 20,
    });
    // The quick device got it before the slow one's answer ended (only giving up ends it).
    expect(pushService.received.find((r) => r.path === quick.path)?.dripsEnded).toBe(endedBefore);
    giveUp.abort();
    // Told on one device is told: the row counts as sent; the slow device keeps its subscription.
    expect(await delivering).toEqual({ sent: 1, gone: 0 });
    await vi.waitFor(() => expect(pushService.dripEnded.slice(endedBefore)).toEqual([slow.path]), {
      timeout: 5000,
      interval: 20,
    });
    expect((await subscriptionsOf(db, who.user.id)).map((s) => s.endpoint).sort()).toEqual(
      [slow.subscription.endpoint, quick.subscription.endpoint].sort(),
    );
  });

  it('a stored subscription that is not a push service any more is deleted unsent', async () => {
    const sender = createWebPushSender(vapid, { agent: pushService.agent });
    const db = app.database.db;
    const who = await loginAs(app);
    const device = pushService.device();
    const now = new Date();
    for (const endpoint of [device.subscription.endpoint, 'https://10.0.0.5/internal']) {
      await saveSubscription(db, {
        userId: who.user.id,
        endpoint,
        p256dh: device.keys.p256dh,
        auth: device.keys.auth,
        lang: 'en',
        now,
      });
    }
    const before = pushService.received.length;
    const message = pushMessages.firstBid(trip, { driverName: 'Karim', amount: 12500 });
    expect(
      await deliverPush({ db, sender, now: () => now, services }, { userId: who.user.id, message }),
    ).toEqual({ sent: 1, gone: 1 });
    expect(pushService.received.slice(before).map((r) => r.path)).toEqual([device.path]);
    expect((await subscriptionsOf(db, who.user.id)).map((s) => s.endpoint)).toEqual([
      device.subscription.endpoint,
    ]);
  });
});

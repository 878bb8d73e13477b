import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebPushSender, generateVapidKeys, PushDeliveryError } from '../src/adapters/push/index';
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
    const result = await deliverPush({ db, sender, now: () => now }, { userId: passenger.user.id, message });
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

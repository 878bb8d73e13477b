import { formatTaka } from '@pothik/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../src/db/schema/index';
import { deliverDueNotifications } from '../src/modules/notifications';
import { runExpiryOnce } from '../src/modules/scheduler/expiry-job';
import { type ReceivedPush, startFakePushService } from './fakes/push-service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, newIdempotencyKey, postAccept, postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { oneWayBody, readTrip, tripCodeOf, tripTestEnv } from './helpers/trips';

// Every trip event a person opted in to reaches their device: written to the outbox in the event's
// transaction (once, whatever is retried), sent by the push channel, decrypted by the local push
// service with the device's own keys (fakes/push-service.ts), in the device's language.

const clock = createTestClock('2026-03-10T04:00:00.000Z');
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let app: FastifyInstance;
let passenger: LoggedIn;
let sedan: LoggedIn;
let sedanSylhetOnly: LoggedIn;
let otherSedan: LoggedIn;
let hiace: LoggedIn;
const devices: Record<string, ReturnType<Awaited<ReturnType<typeof startFakePushService>>['device']>> = {};

beforeAll(async () => {
  pushService = await startFakePushService();
  app = await buildTestApp(
    { ...tripTestEnv, OUTBOX_INTERVAL_SEC: '0', PUSH_SERVICE_TEST_HOST: '127.0.0.1' },
    { clock, pushAgent: pushService.agent },
  );
  await app.ready();
  passenger = await loginAs(app);
  sedan = await loginDriver(app, await createDriverProfile(app, { name: 'Karim Uddin' }));
  sedanSylhetOnly = await loginDriver(app, await createDriverProfile(app, { name: 'Rafiq' }));
  otherSedan = await loginDriver(app, await createDriverProfile(app, { name: 'Jamal' }));
  hiace = await loginDriver(app, await createDriverProfile(app, { carType: 'hiace', name: 'Selim' }));
  const subscribe = async (name: string, who: LoggedIn, base: 'user' | 'driver', lang: 'en' | 'bn') => {
    devices[name] = pushService.device();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v3/${base}/push/subscriptions`,
      headers: who.headers,
      payload: { ...devices[name].subscription, lang },
    });
    expect(res.statusCode).toBe(201);
  };
  await subscribe('passenger', passenger, 'user', 'bn');
  await subscribe('sedan', sedan, 'driver', 'en');
  await subscribe('sylhetOnly', sedanSylhetOnly, 'driver', 'en');
  await subscribe('hiace', hiace, 'driver', 'en');
  // otherSedan has no device: bids, but is never pushed to.
  const districts = await app.inject({
    method: 'POST',
    url: '/api/v3/driver/push/preferences',
    headers: sedanSylhetOnly.headers,
    payload: { districts: ['sylhet'] },
  });
  expect(districts.statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await pushService?.close();
});

/** Runs the outbox once and returns what each device received in that round. */
async function deliver() {
  const before = pushService.received.length;
  await deliverDueNotifications(
    { db: app.database.db, channels: app.notificationChannels, log: app.log },
    clock.now(),
  );
  expect(pushService.problems).toEqual([]);
  const got = pushService.received.slice(before);
  const to = (name: string) => got.filter((r) => r.path === devices[name]!.path).map((r) => r.payload);
  return { got, to };
}

const pushRows = (tripId: number, kind: string) =>
  app.database.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.tripId, tripId), eq(notifications.kind, kind), eq(notifications.channel, 'push')),
    );

async function requestTrip() {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/user/trips',
    headers: { ...passenger.headers, 'idempotency-key': newIdempotencyKey() },
    payload: oneWayBody(clock.now()),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.trip.id as number;
}

describe('a trip from request to check-out', () => {
  let tripId: number;

  it('a new trip reaches the sedan drivers who asked, not one who chose other districts nor another car type', async () => {
    tripId = await requestTrip();
    const { got, to } = await deliver();
    expect(to('sedan')).toEqual([
      {
        title: 'New trip request',
        body: expect.stringMatching(
          /^Gulshan 1, Dhaka → Zindabazar, Sylhet · March 11, 2026 at 10:00 AM\. Tap to bid\.$/,
        ),
        url: `/driver/trips/${tripId}`,
        tag: `trip-${tripId}`,
      },
    ]);
    expect(got.map((r: ReceivedPush) => r.path)).toEqual([devices.sedan!.path]);
  });

  it('the first bid is told at once in the passenger’s Bangla; the next ones in a digest five minutes on', async () => {
    const first = await postBid(app, sedan, { trip_id: tripId, driver_fare: 7500 });
    expect(first.statusCode).toBe(201);
    expect((await deliver()).to('passenger')).toEqual([
      {
        title: 'আপনার ট্রিপে প্রথম বিড',
        body: 'Karim Uddin ৳৭,৫০০ প্রস্তাব করেছেন। দেখতে চাপুন।',
        url: `/trip/my-trips/${tripId}`,
        tag: `trip-${tripId}-bids`,
      },
    ]);
    clock.advance({ minutes: 1 });
    expect((await postBid(app, otherSedan, { trip_id: tripId, driver_fare: 7200 })).statusCode).toBe(201);
    clock.advance({ minutes: 1 });
    expect((await postBid(app, sedanSylhetOnly, { trip_id: tripId, driver_fare: 6900 })).statusCode).toBe(
      201,
    );
    // Both wait in one digest until the window ends.
    expect((await deliver()).got).toEqual([]);
    expect(await pushRows(tripId, 'bid_digest')).toHaveLength(1);
    clock.advance({ minutes: 3 });
    expect((await deliver()).to('passenger')).toEqual([
      {
        title: 'আপনার ট্রিপে নতুন বিড',
        body: 'এ পর্যন্ত ৩টি বিড; সর্বনিম্ন ৳৬,৯০০।',
        url: `/trip/my-trips/${tripId}`,
        tag: `trip-${tripId}-bids`,
      },
    ]);
  });

  it('booked: the passenger hears driver, car and fare, the driver the job; a retried accept adds nothing', async () => {
    const bids = await app.inject({ url: `/api/v3/user/bid-list/${tripId}`, headers: passenger.headers });
    const karims = bids
      .json()
      .data.bids.find((b: { driver: { name: string } }) => b.driver.name === 'Karim Uddin');
    const key = newIdempotencyKey();
    const accepted = await postAccept(app, passenger, { trip_id: tripId, bid_id: karims.id }, key);
    expect(accepted.statusCode).toBe(200);
    expect((await postAccept(app, passenger, { trip_id: tripId, bid_id: karims.id }, key)).statusCode).toBe(
      200,
    );
    expect(await pushRows(tripId, 'booked')).toHaveLength(2);
    const total = (await readTrip(app.database.db, tripId))!.total!;
    const { to } = await deliver();
    expect(to('passenger')).toEqual([
      {
        title: 'আপনার ট্রিপ বুক হয়েছে',
        body: expect.stringMatching(/^Karim Uddin · Toyota Allion 2015 DHAKA METRO-GA 11-\d{4} · ৳[০-৯,]+$/),
        url: `/trip/my-trips/${tripId}`,
        tag: `trip-${tripId}`,
      },
    ]);
    // The fare the passenger pays, fees included, in Bangla digits.
    expect((to('passenger')[0] as { body: string }).body.endsWith(formatTaka(total, 'bn'))).toBe(true);
    expect(to('sedan')).toEqual([
      {
        title: 'Trip booked',
        body: 'You are booked: pickup at Gulshan 1, Dhaka, March 11, 2026 at 10:00 AM.',
        url: `/driver/trips/${tripId}`,
        tag: `trip-${tripId}`,
      },
    ]);
  });

  it('a kind switched off is not sent; check-in reaches the driver; a device gone (410) is forgotten', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v3/user/push/preferences',
      headers: passenger.headers,
      payload: { kinds: [{ kind: 'driver_arrived', enabled: false }] },
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v3/driver/trips/${tripId}/arrived`,
          headers: sedan.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(await pushRows(tripId, 'driver_arrived')).toEqual([]);

    clock.set('2026-03-11T03:30:00.000Z');
    pushService.answer(devices.sedan!.path, 410);
    const checkIn = await app.inject({
      method: 'POST',
      url: '/api/v3/user/check-in-out',
      headers: passenger.headers,
      payload: { trip_id: tripId, action: 'check_in', trip_code: await tripCodeOf(app.database.db, tripId) },
    });
    expect(checkIn.statusCode).toBe(200);
    expect(await pushRows(tripId, 'checked_in')).toHaveLength(1);
    await deliver();
    const left = await app.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, devices.sedan!.subscription.endpoint));
    expect(left).toEqual([]);
    // Nobody left to tell: given up, not retried.
    const [row] = await pushRows(tripId, 'checked_in');
    expect(row?.sentAt).toBeNull();
    expect(row?.failedAt).not.toBeNull();
  });
});

describe('a trip nobody bid on', () => {
  it('expires with a push to the passenger', async () => {
    clock.set('2026-03-12T04:00:00.000Z');
    // The same passenger (and device) a day on, with a fresh token.
    passenger = await loginAs(app, { mobile: passenger.mobile });
    const tripId = await requestTrip();
    clock.advance({ hours: 25 });
    await runExpiryOnce(app.database.db, clock.now());
    const { to } = await deliver();
    expect(to('passenger')).toEqual([
      {
        title: 'ট্রিপের মেয়াদ শেষ',
        body: 'Gulshan 1, Dhaka থেকে আপনার ট্রিপে কোনো চালক বিড করেননি। আবার অনুরোধ করবেন?',
        url: `/trip/my-trips/${tripId}`,
        tag: `trip-${tripId}`,
      },
    ]);
    // A second expiry round (another process) writes nothing more.
    await runExpiryOnce(app.database.db, clock.now());
    expect(await pushRows(tripId, 'trip_expired')).toHaveLength(1);
  });
});

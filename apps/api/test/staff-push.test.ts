import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { deliverDueNotifications } from '../src/modules/notifications';
import { startFakePushService } from './fakes/push-service';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, postAccept } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Incident alerts on staff's console devices (issue 43 §4): the staff who answer incidents turn them on
// where they work; an SOS reaches those devices at once by push, in each device's language, and again
// every alert round until someone acknowledges it; a closed account's devices hear no more.
const clock = createTestClock('2026-06-01T04:00:00.000Z');
const HOUR = 3_600_000;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
let app: FastifyInstance;
let passenger: LoggedIn;
let sc: ReturnType<typeof staffConsole>;
let ops: StaffSession;

beforeAll(async () => {
  pushService = await startFakePushService();
  app = await buildTestApp(
    {
      ...tripTestEnv,
      OUTBOX_INTERVAL_SEC: '0',
      INCIDENT_ALERT_CHECK_SEC: '0',
      PUSH_SERVICE_TEST_HOST: '127.0.0.1',
    },
    { clock, pushAgent: pushService.agent },
  );
  await app.ready();
  passenger = await loginAs(app);
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  ops = await sc.session('ops');
});
afterAll(async () => {
  await app?.close();
  await pushService?.close();
});

async function bookedTripId() {
  const trip = await createTrip(app.database.db, {
    passengerId: passenger.user.id,
    pickupAt: new Date(clock.now().getTime() + 48 * HOUR),
    now: clock.now(),
  });
  const driver = await createDriverProfile(app, { name: 'Abdul Karim' });
  const { bid } = await placeBid(app, {
    driverId: driver.driver.id,
    tripId: trip.id,
    driverFare: 3000,
    now: clock.now(),
  });
  expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id })).statusCode).toBe(200);
  return trip.id;
}

/** Runs the outbox once and returns the pushes each device received in that round. */
async function deliver() {
  const before = pushService.received.length;
  await deliverDueNotifications(
    { db: app.database.db, channels: app.notificationChannels, log: app.log },
    clock.now(),
  );
  expect(pushService.problems).toEqual([]);
  return pushService.received.slice(before);
}

describe('incident alerts on staff devices', () => {
  it('reach the ops device at once in its language, and again each round until acknowledged', async () => {
    const device = pushService.device();
    const before = await sc.call(
      ops,
      'GET',
      `/admin/api/push?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
    );
    expect(before.json()).toEqual({ enabled: true, public_key: expect.any(String), subscribed: false });
    const on = await sc.call(ops, 'POST', '/admin/api/push/subscriptions', {
      payload: { ...device.subscription, lang: 'bn' },
    });
    expect(on.statusCode, on.body).toBe(201);
    const after = await sc.call(
      ops,
      'GET',
      `/admin/api/push?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
    );
    expect(after.json().subscribed).toBe(true);

    const tripId = await bookedTripId();
    const sos = await app.inject({
      method: 'POST',
      url: `/api/v3/user/trips/${tripId}/sos`,
      headers: passenger.headers,
    });
    expect(sos.statusCode, sos.body).toBe(201);
    const incidentId = sos.json().data.id as number;
    const first = (await deliver()).filter((r) => r.path === device.path);
    expect(first.map((r) => r.payload)).toEqual([
      {
        title: `ট্রিপ #${String(tripId).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!)}-এ জরুরি ঘটনা`,
        body: expect.stringContaining('জরুরি ঘটনার তালিকা খুলুন।'),
        url: `/admin#/incidents/${incidentId}/show`,
        tag: `incident-${incidentId}`,
      },
    ]);

    clock.advance({ minutes: 2 });
    await app.jobs.runOnce('incident-realert');
    const second = (await deliver()).filter((r) => r.path === device.path);
    expect(second.map((r) => (r.payload as { title: string }).title)).toEqual([
      expect.stringMatching(/^এখনো কেউ সাড়া দেননি: /),
    ]);

    await sc.call(ops, 'POST', `/admin/api/incidents/${incidentId}/acknowledge`, { payload: {} });
    clock.advance({ minutes: 2 });
    await app.jobs.runOnce('incident-realert');
    expect((await deliver()).filter((r) => r.path === device.path)).toEqual([]);
  });

  it('are for the staff who answer incidents, and end with a closed account or when turned off', async () => {
    const support = await sc.session('support');
    const supportDevice = pushService.device();
    const refused = await sc.call(support, 'POST', '/admin/api/push/subscriptions', {
      payload: { ...supportDevice.subscription, lang: 'en' },
    });
    expect(refused.statusCode).toBe(403);

    const opsDevice = pushService.device();
    await sc.call(ops, 'POST', '/admin/api/push/subscriptions', { payload: { ...opsDevice.subscription } });
    const admin = await sc.adminSession();
    const list = await sc.call(admin, 'GET', '/admin/api/staff');
    const opsId = (list.json() as { id: number; role: string }[]).find((s) => s.role === 'ops')!.id;
    const closed = await sc.call(admin, 'PUT', `/admin/api/staff/${opsId}`, {
      payload: { role: 'ops', is_active: false },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const tripId = await bookedTripId();
    await app.inject({ method: 'POST', url: `/api/v3/user/trips/${tripId}/sos`, headers: passenger.headers });
    const got = await deliver();
    expect(got.filter((r) => r.path === opsDevice.path || r.path === supportDevice.path)).toEqual([]);

    // Open again, alerts on, then off twice: nothing more arrives.
    await sc.call(admin, 'PUT', `/admin/api/staff/${opsId}`, { payload: { role: 'ops', is_active: true } });
    const opsAgain = await sc.session('ops');
    await sc.call(opsAgain, 'POST', '/admin/api/push/subscriptions', {
      payload: { ...opsDevice.subscription },
    });
    const endpoint = encodeURIComponent(opsDevice.subscription.endpoint);
    for (let i = 0; i < 2; i++) {
      const off = await sc.call(opsAgain, 'DELETE', `/admin/api/push/subscriptions?endpoint=${endpoint}`);
      expect(off.statusCode).toBe(200);
    }
    const other = await bookedTripId();
    await app.inject({ method: 'POST', url: `/api/v3/user/trips/${other}/sos`, headers: passenger.headers });
    expect((await deliver()).filter((r) => r.path === opsDevice.path)).toEqual([]);
  });
});

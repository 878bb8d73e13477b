import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBulkSmsBd } from '../src/adapters/sms/bulksmsbd-sms';
import { createFailoverSms } from '../src/adapters/sms/failover-sms';
import { createSslWirelessSms } from '../src/adapters/sms/ssl-wireless-sms';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { deliverDueNotifications } from '../src/modules/notifications';
import { smsChannel } from '../src/modules/notifications/channels';
import {
  FAKE_BULKSMSBD_KEY,
  FAKE_BULKSMSBD_SENDER,
  FAKE_SSL_SID,
  FAKE_SSL_TOKEN,
  startFakeBulkSmsBd,
  startFakeSslWireless,
} from './fakes/bd-sms-gateways';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createDriverProfile, postAccept } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Staff see each notification of a trip or a lead (channel, tries, the gateway that
// sent it, how it ended), and the dashboard lists the day's failed deliveries.

const clock = createTestClock('2026-11-25T06:00:00.000Z');
let app: FastifyInstance;
let sc: ReturnType<typeof staffConsole>;
let ssl: Awaited<ReturnType<typeof startFakeSslWireless>>;
let bulk: Awaited<ReturnType<typeof startFakeBulkSmsBd>>;

beforeAll(async () => {
  [ssl, bulk] = await Promise.all([startFakeSslWireless(), startFakeBulkSmsBd()]);
  app = await buildTestApp(
    {
      ...tripTestEnv,
      OUTBOX_INTERVAL_SEC: '0',
    },
    { clock },
  );
  await app.ready();
  // Logins read their codes from the console outbox; the notifications go through the two gateways,
  // registered on the outbox's SMS channel as a module registers a sender.
  const gateways = createFailoverSms(
    createSslWirelessSms({ url: ssl.url, apiToken: FAKE_SSL_TOKEN, sid: FAKE_SSL_SID, timeoutMs: 2000 }),
    createBulkSmsBd({
      url: bulk.sendUrl,
      apiKey: FAKE_BULKSMSBD_KEY,
      senderId: FAKE_BULKSMSBD_SENDER,
      timeoutMs: 2000,
    }),
  );
  app.notificationChannels.register(smsChannel(gateways, app.database.db));
  sc = staffConsole(app, clock);
  await sc.createAccounts();
});
afterAll(async () => {
  await app.close();
  await Promise.all([ssl.close(), bulk.close()]);
});

describe('the console’s view of notifications', () => {
  it('shows a trip’s SMS with tries, gateway and outcome, and the dashboard the day’s failures', async () => {
    const passenger = await loginAs(app);
    const trip = await createTrip(app.database.db, {
      passengerId: passenger.user.id,
      pickupAt: new Date(clock.now().getTime() + 48 * 3_600_000),
      now: clock.now(),
    });
    const driver = await createDriverProfile(app, { name: 'Karim' });
    const { bid } = await placeBid(app, {
      driverId: driver.driver.id,
      tripId: trip.id,
      driverFare: 3000,
      now: clock.now(),
    });
    expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id })).statusCode).toBe(200);

    // Both gateways fail the first round: the booking SMS wait, with their error.
    ssl.state.mode = 'refuse';
    bulk.state.mode = 'down';
    const deps = { db: app.database.db, channels: app.notificationChannels, log: app.log };
    await deliverDueNotifications(deps, clock.now());

    const ops = await sc.session('ops');
    const failing = (await sc.call(ops, 'GET', `/admin/api/trips/${trip.id}`)).json();
    expect(failing.notifications).toEqual([
      expect.objectContaining({
        kind: 'booked',
        channel: 'sms',
        to: passenger.mobile,
        attempts: 1,
        provider: null,
        outcome: 'retrying',
        last_error: expect.stringMatching(/ssl_wireless: .*Insufficient balance; then bulksmsbd: .*503/),
      }),
      expect.objectContaining({ kind: 'booked', to: driver.user.mobile, outcome: 'retrying' }),
    ]);
    const dashboard = (await sc.call(ops, 'GET', '/admin/api/dashboard')).json().data;
    expect(
      dashboard.failed_deliveries.filter((n: { trip_id: number }) => n.trip_id === trip.id),
    ).toHaveLength(2);

    // The second gateway is back: the next round sends them through it.
    bulk.state.mode = 'ok';
    clock.advance({ ms: 30_000 });
    await deliverDueNotifications(deps, clock.now());
    const sent = (await sc.call(ops, 'GET', `/admin/api/trips/${trip.id}`)).json();
    expect(
      sent.notifications.map((n: { outcome: string; provider: string; attempts: number }) => [
        n.outcome,
        n.provider,
        n.attempts,
      ]),
    ).toEqual([
      ['sent', 'bulksmsbd', 2],
      ['sent', 'bulksmsbd', 2],
    ]);
    const after = (await sc.call(ops, 'GET', '/admin/api/dashboard')).json().data;
    expect(after.failed_deliveries.filter((n: { trip_id: number }) => n.trip_id === trip.id)).toEqual([]);
  });

  it('shows a lead’s notifications on the lead', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/web/create/pothik_club',
      payload: { full_name: 'Shirin Akter', mobile: '01911556670', email: 'shirin@example.com' },
    });
    expect(res.statusCode).toBe(201);
    const ops = await sc.session('ops');
    const list = (await sc.call(ops, 'GET', '/admin/api/leads?filter=%7B%7D')).json();
    const lead = list.find((l: { mobile: string }) => l.mobile === '01911556670');
    const shown = (await sc.call(ops, 'GET', `/admin/api/leads/${lead.id}`)).json();
    expect(
      shown.notifications.map((n: { kind: string; channel: string; outcome: string }) => [
        n.kind,
        n.channel,
        n.outcome,
      ]),
    ).toEqual([
      ['lead_staff', 'email', 'pending'],
      ['lead_confirmation', 'sms', 'pending'],
    ]);
  });
});

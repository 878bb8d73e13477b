import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';
import { loginAs } from './helpers/auth';
import { createDriverProfile, loginDriver, postBid } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// The staff dashboard: the last 30 days of trips and leads, in Dhaka days.
const clock = createTestClock('2026-11-20T20:00:00.000Z'); // 21 November, 02:00 in Dhaka
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ ...tripTestEnv, OUTBOX_INTERVAL_SEC: '0' }, { clock });
  await app.ready();
});
afterAll(() => app.close());

describe('dashboard', () => {
  it('counts trips per Dhaka day, requests without a bid, the median wait for a first bid, acceptance and cancellations', async () => {
    const passenger = await loginAs(app);
    const driver = await loginDriver(app, await createDriverProfile(app));
    const trip = (status: 'requested' | 'confirmed' | 'cancelled' = 'requested') =>
      createTrip(app.database.db, {
        passengerId: passenger.user.id,
        status,
        now: clock.now(),
        ...(status === 'confirmed' ? { confirmedAt: clock.now() } : {}),
      });
    // 21 November in Dhaka: first bids after 4 and 10 minutes; one request never gets a bid.
    const quick = await trip();
    const slow = await trip();
    await trip();
    clock.advance({ ms: 4 * 60_000 });
    expect((await postBid(app, driver, { trip_id: quick.id, driver_fare: 6000 })).statusCode).toBe(201);
    clock.advance({ ms: 6 * 60_000 });
    expect((await postBid(app, driver, { trip_id: slow.id, driver_fare: 6000 })).statusCode).toBe(201);
    // 22 November in Dhaka: one booked, one cancelled; one lead.
    clock.advance({ hours: 24 });
    await trip('confirmed');
    await trip('cancelled');
    await app.inject({
      method: 'POST',
      url: '/web/create/pothik_club',
      payload: { full_name: 'Rafiq Ahmed', mobile: '01811220031', email: 'rafiq@example.com' },
    });

    const sc = staffConsole(app, clock);
    await sc.createAccounts();
    const res = await sc.call(await sc.session('ops'), 'GET', '/admin/api/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      trips_per_day: [
        { day: '2026-11-21', trips: 3, confirmed: 0, cancelled: 0 },
        { day: '2026-11-22', trips: 2, confirmed: 1, cancelled: 1 },
      ],
      trips: 5,
      // The confirmed and cancelled ones were made without bids too.
      requests_without_bid: 3,
      median_minutes_to_first_bid: 7,
      acceptance_rate: 0.2,
      cancellations: 1,
      leads_per_week: [{ week: '2026-11-16', kind: 'club', leads: 1 }],
    });
    expect((await sc.call(await sc.session('editor'), 'GET', '/admin/api/dashboard')).statusCode).toBe(403);
  });

  it("lists the timed jobs with their intervals and records, a failing one's error until it succeeds", async () => {
    let fail = true;
    app.jobs.add({
      name: 'test-gateway-check',
      everyMs: 0,
      round: async () => {
        if (fail) throw new Error('the gateway did not answer');
      },
    });
    const at = clock.now().toISOString();
    await app.jobs.runOnce('housekeeping');
    await expect(app.jobs.runOnce('test-gateway-check')).rejects.toThrow('the gateway did not answer');

    const sc = staffConsole(app, clock);
    await sc.createAccounts();
    const ops = await sc.session('ops');
    const jobs = async () => (await sc.call(ops, 'GET', '/admin/api/dashboard')).json().data.jobs;
    expect(await jobs()).toEqual([
      // The payment jobs' interval is 0 in tests (PAYMENT_JOBS_INTERVAL_SEC): never on a timer.
      {
        name: 'advance-holds',
        every_seconds: null,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      },
      // The tests' GUARDIAN_CHECK_INTERVAL_SEC is 0 (never on a timer).
      {
        name: 'guardian-checks',
        every_seconds: null,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      },
      // HOUSEKEEPING_INTERVAL_SEC's default: an hour; the tests' EXPIRY_INTERVAL_SEC and
      // TRACKING_INTERVAL_SEC are 0 (never on a timer).
      {
        name: 'housekeeping',
        every_seconds: 3600,
        runs: 1,
        failures: 0,
        last_started_at: at,
        last_success_at: at,
        last_error: null,
      },
      // INCIDENT_ALERT_CHECK_SEC's default: 15 s (an open SOS re-alerts staff every 2 minutes).
      {
        name: 'incident-realert',
        every_seconds: 15,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      },
      {
        name: 'on-my-way-reminder',
        every_seconds: null,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      },
      // Drivers' papers (DESIGN.md §17): expiries every 10 minutes, the retention every 6 hours.
      ...[
        ['paper-expiry', 600],
        ['paper-retention', 21_600],
      ].map(([name, every_seconds]) => ({
        name,
        every_seconds,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      })),
      // The demo gateway is on outside production; in tests its jobs run only when asked.
      ...['payment-reconciliation', 'payment-refunds'].map((name) => ({
        name,
        every_seconds: null,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      })),
      // The Smart Driver subscription (issue 45 §5): invoices issued and overdue ones paused, every 10 minutes.
      ...['subscription-invoices', 'subscription-overdue'].map((name) => ({
        name,
        every_seconds: 600,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      })),
      {
        name: 'test-gateway-check',
        every_seconds: null,
        runs: 1,
        failures: 1,
        last_started_at: at,
        last_success_at: null,
        last_error: 'the gateway did not answer',
      },
      {
        name: 'track-retention',
        every_seconds: null,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      },
      {
        name: 'trip-expiry',
        every_seconds: null,
        runs: 0,
        failures: 0,
        last_started_at: null,
        last_success_at: null,
        last_error: null,
      },
    ]);

    fail = false;
    await app.jobs.runOnce('test-gateway-check');
    expect((await jobs()).find((job: { name: string }) => job.name === 'test-gateway-check')).toMatchObject({
      name: 'test-gateway-check',
      runs: 2,
      failures: 1,
      last_success_at: at,
      last_error: null,
    });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../src/db/schema/index';
import { placeBid } from '../src/modules/booking/bids/place-bid';
import { tripBalances } from '../src/modules/payments/ledger-repo';
import { getAdvanceSettings, saveAdvanceSettings } from '../src/modules/settings';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, postAccept, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { staffConsole } from './helpers/staff';
import { createTrip, readTrip, tripTestEnv } from './helpers/trips';

// Issue 44 §3: a cancelled booking's advance goes back by itself, as the domain's policy and staff's
// settings say, decided in the cancellation's transaction and sent by the refunds job.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
const HOUR = 3_600_000;
let app: FastifyInstance;
let passenger: LoggedIn;
let driver: TestDriver;
let reasonId: number;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  driver = await createDriverProfile(app, { name: 'Abdul Karim' });
  reasonId = (await app.inject({ url: '/api/v3/user/cancelled-reasons', headers: passenger.headers })).json()
    .data[0].id;
});
afterAll(() => app.close());

/** A one-way trip booked the passenger's way: a bid accepted, its advance paid on the demo gateway's page. */
async function bookedWithAdvance(pickupInHours: number, advance: number) {
  const db = app.database.db;
  const settings = await getAdvanceSettings(db);
  await saveAdvanceSettings(
    db,
    { ...settings, rules: { ...settings.rules, one_way: { kind: 'fixed', amount: advance } } },
    clock.now(),
  );
  const trip = await createTrip(db, {
    passengerId: passenger.user.id,
    pickupAt: new Date(clock.now().getTime() + pickupInHours * HOUR),
    now: clock.now(),
  });
  const { bid } = await placeBid(app, {
    driverId: driver.driver.id,
    tripId: trip.id,
    driverFare: 7000,
    now: clock.now(),
  });
  expect((await postAccept(app, passenger, { trip_id: trip.id, bid_id: bid.id })).json().code).toBe(
    'advanceRequired',
  );
  const started = await app.inject({
    method: 'POST',
    url: `/api/v3/user/trips/${trip.id}/advance`,
    headers: passenger.headers,
    payload: { gateway: 'demo' },
  });
  const { redirect_url, reference } = started.json().data;
  await app.inject({ method: 'POST', url: new URL(redirect_url).pathname, payload: { decision: 'pay' } });
  await app.payments.settle(reference);
  expect((await readTrip(db, trip.id))?.status).toBe('confirmed');
  return trip;
}
const refundsOf = async (tripId: number) => {
  const [payment] = await app.database.db.select().from(payments).where(eq(payments.tripId, tripId));
  return app.database.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
};
const balancesOf = async (tripId: number) =>
  Object.fromEntries(
    (await tripBalances(app.database.db, tripId))
      .filter((b) => b.amount !== 0)
      .map((b) => [b.account, b.amount]),
  );

describe(`refunds on cancellation, on ${testDbKind}`, () => {
  it('gives a passenger who cancels a day ahead the whole advance back, through the refunds job', async () => {
    const trip = await bookedWithAdvance(24, 700);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trip.id, reason_id: reasonId },
    });
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(trip.id)).toMatchObject([
      { amount: 700, cause: 'passenger', status: 'requested' },
    ]);
    await app.jobs.runOnce('payment-refunds');
    expect(await refundsOf(trip.id)).toMatchObject([{ status: 'completed' }]);
    // Every taka went back: nothing of the trip is left in any account.
    expect(await balancesOf(trip.id)).toEqual({});
  });

  it('keeps staff’s share of a late cancellation when staff set one, and refunds the rest', async () => {
    const sc = staffConsole(app, clock);
    await sc.createAccounts();
    const admin = await sc.adminSession();
    const current = (await sc.call(admin, 'GET', '/admin/api/settings/payments/current')).json();
    const { id: _id, ...settings } = current;
    await sc.call(admin, 'PUT', '/admin/api/settings/payments/current', {
      payload: { ...settings, refund: { full_refund_before_min: 48 * 60, late_refund_percent: 40 } },
    });
    const trip = await bookedWithAdvance(24, 1000);
    await app.inject({
      method: 'POST',
      url: '/api/v3/user/trips/cancelled',
      headers: passenger.headers,
      payload: { trip_id: trip.id, reason_id: reasonId },
    });
    expect(await refundsOf(trip.id)).toMatchObject([{ amount: 400, cause: 'passenger' }]);
    await app.jobs.runOnce('payment-refunds');
    expect(await balancesOf(trip.id)).toEqual({ gateway_clearing: 600, cancellation_fees: -600 });

    // A request inside the cancel window that staff approve is refunded in full, whatever the share.
    const late = await bookedWithAdvance(1, 500);
    await app.inject({
      method: 'POST',
      url: '/api/v3/user/trip-cancel-request',
      headers: passenger.headers,
      payload: { trip_id: late.id, reason_id: reasonId },
    });
    const ops = await sc.session('ops');
    expect((await sc.call(ops, 'POST', `/admin/api/cancel-requests/${late.id}/approve`)).statusCode).toBe(
      200,
    );
    expect(await refundsOf(late.id)).toMatchObject([{ amount: 500, cause: 'staff_approved' }]);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds } from '../src/db/schema/index';
import { tripBalances } from '../src/modules/payments/ledger-repo';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createDriverProfile, type TestDriver } from './helpers/bidding';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

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

async function bookedWithAdvance(pickupInHours: number, advance: number) {
  const trip = await createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'confirmed',
    driverId: driver.driver.id,
    fare: 7000,
    amount: 7000,
    discountAmount: 7000,
    insuranceFee: 0,
    platformFee: 0,
    total: 7000,
    confirmedAt: clock.now(),
    pickupAt: new Date(clock.now().getTime() + pickupInHours * HOUR),
    now: clock.now(),
  });
  const started = await app.payments.start({
    purpose: 'advance',
    tripId: trip.id,
    payerId: passenger.user.id,
    payerMobile: passenger.mobile,
    gateway: 'demo',
    amount: advance,
    windowMs: 15 * 60_000,
  });
  await app.inject({
    method: 'POST',
    url: new URL(started.redirectUrl).pathname,
    payload: { decision: 'pay' },
  });
  await app.payments.settle(started.reference);
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

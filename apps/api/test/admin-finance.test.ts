import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, refunds } from '../src/db/schema/index';
import { ledgerTotal } from '../src/modules/payments/ledger-repo';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { type StaffSession, staffConsole } from './helpers/staff';
import { createTrip, tripTestEnv } from './helpers/trips';

// Issue 44 §6: finance staff read payments, refunds, the reconciliation report and the ledger's daily
// totals, export them as CSV, and refund by hand with a reason; ops staff cannot; all of it audited.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;
let passenger: LoggedIn;
let sc: ReturnType<typeof staffConsole>;
let finance: StaffSession;

beforeAll(async () => {
  app = await buildTestApp(tripTestEnv, { clock });
  await app.ready();
  passenger = await loginAs(app);
  sc = staffConsole(app, clock);
  await sc.createAccounts();
  finance = await sc.session('finance');
});
afterAll(() => app.close());

/** A booked trip's advance paid on the demo gateway (the booking module keeps it: a hold is not needed here). */
async function paidAdvance(amount: number) {
  const trip = await createTrip(app.database.db, {
    passengerId: passenger.user.id,
    status: 'confirmed',
    now: clock.now(),
  });
  app.payments.onCaptured('advance', async () => true);
  const started = await app.payments.start({
    purpose: 'advance',
    tripId: trip.id,
    payerId: passenger.user.id,
    payerMobile: passenger.mobile,
    gateway: 'demo',
    amount,
    windowMs: 15 * 60_000,
  });
  await app.inject({
    method: 'POST',
    url: new URL(started.redirectUrl).pathname,
    payload: { decision: 'pay' },
  });
  await app.payments.settle(started.reference);
  const [payment] = await app.database.db
    .select()
    .from(payments)
    .where(eq(payments.reference, started.reference));
  return payment!;
}

describe(`the finance console, on ${testDbKind}`, () => {
  it('lists payments with filters and refunds one by hand, never past what is left, audited', async () => {
    const payment = await paidAdvance(700);
    const list = await sc.call(
      finance,
      'GET',
      `/admin/api/payments?filter=${encodeURIComponent(JSON.stringify({ status: 'completed', trip_id: payment.tripId }))}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject([
      { id: payment.id, amount: 700, refunded: 0, gateway: 'demo', status: 'completed' },
    ]);
    expect(list.headers['content-range']).toBe('payments 0-0/1');

    const ops = await sc.session('ops');
    expect((await sc.call(ops, 'GET', '/admin/api/payments')).statusCode).toBe(403);
    const refundBy = (who: StaffSession, payload: object) =>
      sc.call(who, 'POST', `/admin/api/payments/${payment.id}/refunds`, { payload });
    expect((await refundBy(ops, { amount: 100, reason: 'goodwill' })).statusCode).toBe(403);
    // A reason is required; more than was paid is refused with the field's message.
    expect((await refundBy(finance, { amount: 100, reason: '' })).statusCode).toBe(422);
    const tooMuch = await refundBy(finance, { amount: 701, reason: 'double charged' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toContain('At most 700 taka');

    const done = await refundBy(finance, { amount: 300, reason: 'driver came late' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ amount: 300, status: 'requested' });
    const rest = await refundBy(finance, { amount: 401, reason: 'again' });
    expect(rest.statusCode).toBe(422);
    expect(
      await app.database.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)),
    ).toMatchObject([{ amount: 300, cause: 'manual', reason: 'driver came late' }]);
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.refund'));
    expect(audited.at(-1)).toMatchObject({
      entityId: String(payment.id),
      after: { amount: 300, reason: 'driver came late' },
    });

    await app.jobs.runOnce('payment-refunds');
    const refundList = await sc.call(
      finance,
      'GET',
      `/admin/api/refunds?filter=${encodeURIComponent(JSON.stringify({ payment_id: payment.id }))}`,
    );
    expect(refundList.json()).toMatchObject([
      { amount: 300, status: 'completed', cause: 'manual', trip_id: payment.tripId },
    ]);
    const listed = await sc.call(
      finance,
      'GET',
      `/admin/api/payments?filter=${encodeURIComponent(JSON.stringify({ trip_id: payment.tripId }))}`,
    );
    expect(listed.json()[0].refunded).toBe(300);
    // Every movement is double entry: the whole ledger still sums to zero.
    expect(await ledgerTotal(app.database.db)).toBe(0);
  });

  it('reports what reconciliation leaves to people, and the ledger per Dhaka day as JSON and CSV', async () => {
    const odd = await paidAdvance(500);
    await app.database.db
      .update(payments)
      .set({ needsReview: true, reviewReason: 'the gateway says 50 taka' })
      .where(eq(payments.id, odd.id));
    const report = (await sc.call(finance, 'GET', '/admin/api/reconciliation')).json().data;
    expect(report.needs_review.map((p: { id: number }) => p.id)).toContain(odd.id);

    const day = await sc.call(finance, 'GET', '/admin/api/ledger/daily?from=2026-11-29&to=2026-11-29');
    const totals = day.json().data as { day: string; account: string; amount: number }[];
    expect(totals.every((t) => t.day === '2026-11-29')).toBe(true);
    expect(totals.reduce((s, t) => s + t.amount, 0)).toBe(0);
    expect(totals.find((t) => t.account === 'passenger_advances')?.amount).toBeLessThan(0);

    const csv = await sc.call(finance, 'GET', '/admin/api/ledger/daily.csv?from=2026-11-29&to=2026-11-29');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('day,account,amount');
    const paymentsCsv = await sc.call(finance, 'GET', '/admin/api/payments/export.csv');
    expect(paymentsCsv.body.split('\r\n')[0]).toMatch(
      /^id,reference,trip_id,payer_id,purpose,gateway,amount,refunded,status/,
    );
    expect(paymentsCsv.body).toContain(odd.reference);
  });
});

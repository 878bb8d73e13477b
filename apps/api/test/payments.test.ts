import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payments, refunds } from '../src/db/schema/index';
import { ledgerTotal, tripBalances } from '../src/modules/payments/ledger-repo';
import { requestRefund } from '../src/modules/payments/payment-service';
import { bkashCredentials, startFakeBkash } from './fakes/bkash-gateway';
import { buildTestApp } from './helpers/app';
import { type LoggedIn, loginAs } from './helpers/auth';
import { createTestClock } from './helpers/clock';
import { testDbKind } from './helpers/database';
import { createTrip, tripTestEnv } from './helpers/trips';

// DESIGN.md §16 through the API: a payment settled once by what the gateway says, whatever calls in
// which order; refunds sent by the job; the ledger at zero. Against the demo gateway and a local bKash.
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let app: FastifyInstance;
let bkash: Awaited<ReturnType<typeof startFakeBkash>>;
let passenger: LoggedIn;
const captured: number[] = [];
let stillWanted = true;

beforeAll(async () => {
  bkash = await startFakeBkash({ now: () => clock.now() });
  app = await buildTestApp(
    {
      ...tripTestEnv,
      PAYMENT_GATEWAYS: 'demo,bkash',
      BKASH_BASE_URL: bkash.url,
      BKASH_APP_KEY: bkashCredentials.appKey,
      BKASH_APP_SECRET: bkashCredentials.appSecret,
      BKASH_USERNAME: bkashCredentials.username,
      BKASH_PASSWORD: bkashCredentials.password,
      PAYMENT_TIMEOUT_MS: '1000',
    },
    { clock },
  );
  await app.ready();
  app.payments.onCaptured('advance', async (_tx, payment) => {
    captured.push(payment.id);
    return stillWanted;
  });
  passenger = await loginAs(app);
});
afterAll(async () => {
  await app.close();
  await bkash.close();
});

const db = () => app.database.db;
async function startAdvance(gateway: 'demo' | 'bkash', amount = 700) {
  const trip = await createTrip(db(), {
    passengerId: passenger.user.id,
    status: 'confirmed',
    now: clock.now(),
  });
  const started = await app.payments.start({
    purpose: 'advance',
    tripId: trip.id,
    payerId: passenger.user.id,
    payerMobile: passenger.mobile,
    gateway,
    amount,
    windowMs: 15 * 60_000,
  });
  return { trip, ...started };
}
const paymentOf = async (reference: string) =>
  (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
const entriesOf = (paymentId: number) =>
  db().select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, paymentId));
const back = (reference: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url: `/api/v3/pay/return?ref=${reference}&paymentID=x&status=success` });

describe(`payments, on ${testDbKind}`, () => {
  it('pays on the demo gateway’s own page and comes back to the trip, captured once however often the return comes', async () => {
    const { trip, reference, redirectUrl } = await startAdvance('demo');
    const pagePath = new URL(redirectUrl).pathname;
    const pageRes = await app.inject({ method: 'GET', url: pagePath });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('৳700');
    const paid = await app.inject({ method: 'POST', url: pagePath, payload: { decision: 'pay' } });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/api/v3/pay/return?ref=${reference}`);
    const landed = await Promise.all([back(reference), back(reference), back(reference, 'POST')]);
    expect(landed.map((r) => r.headers.location)).toEqual(
      Array(3).fill(`http://localhost:3000/trip/my-trips/${trip.id}?payment=completed`),
    );
    const payment = await paymentOf(reference);
    expect(payment.status).toBe('completed');
    expect(captured.filter((id) => id === payment.id)).toHaveLength(1);
    expect((await entriesOf(payment.id)).map((e) => e.kind)).toEqual(['advance_captured']);
    expect(await tripBalances(db(), trip.id)).toEqual(
      expect.arrayContaining([
        { account: 'gateway_clearing', amount: 700 },
        { account: 'passenger_advances', amount: -700 },
      ]),
    );
  });

  it('believes no return and no IPN before bKash itself says the payment is done', async () => {
    const { reference } = await startAdvance('bkash');
    // A forged or early return: bKash has it as not approved, so nothing changes.
    const early = await back(reference);
    expect(early.headers.location).toMatch(/\?payment=pending$/);
    expect((await paymentOf(reference)).status).toBe('pending');
    const ipn = await app.inject({
      method: 'POST',
      url: '/api/v3/pay/ipn/sslcommerz',
      payload: { tran_id: 'PTKnot-ours' },
    });
    expect([ipn.statusCode, ipn.json()]).toEqual([200, { received: true }]);
    // The payer approves; the return and the reconciliation race, and it is captured once.
    const payment = await paymentOf(reference);
    bkash.approve(payment.gatewayPaymentId!);
    clock.advance({ minutes: 16 });
    await Promise.all([back(reference), app.jobs.runOnce('payment-reconciliation'), back(reference)]);
    const after = await paymentOf(reference);
    expect([after.status, after.transactionId]).toEqual(['completed', expect.stringMatching(/^TRX/)]);
    expect(await entriesOf(after.id)).toHaveLength(1);
  });

  it('completes a payment whose execute answer was lost, from bKash’s own word', async () => {
    const { reference } = await startAdvance('bkash', 450);
    bkash.approve((await paymentOf(reference)).gatewayPaymentId!);
    bkash.failNext('tokenized/checkout/execute', 'lose-answer');
    await back(reference);
    expect((await paymentOf(reference)).status).toBe('completed');
  });

  it('ends a payment never made once its window and grace are over, and leaves the ledger untouched', async () => {
    const { reference } = await startAdvance('bkash', 300);
    clock.advance({ minutes: 14 });
    await app.jobs.runOnce('payment-reconciliation');
    expect((await paymentOf(reference)).status).toBe('pending');
    clock.advance({ minutes: 32 });
    await app.jobs.runOnce('payment-reconciliation');
    const over = await paymentOf(reference);
    expect(over.status).toBe('expired');
    expect(await entriesOf(over.id)).toEqual([]);
  });

  it('refunds a payment that came after its booking moved on, in full, through the refunds job', async () => {
    stillWanted = false;
    try {
      const { trip, reference } = await startAdvance('bkash', 800);
      bkash.approve((await paymentOf(reference)).gatewayPaymentId!);
      await back(reference);
      const payment = await paymentOf(reference);
      const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(refund).toMatchObject({ amount: 800, cause: 'payment_lapsed', status: 'requested' });
      bkash.failNext('v2/tokenized-checkout/refund/payment/transaction', {
        statusCode: '9999',
        statusMessage: 'System Error',
      });
      await app.jobs.runOnce('payment-refunds');
      expect((await db().select().from(refunds).where(eq(refunds.id, refund!.id)))[0]).toMatchObject({
        status: 'requested',
        attempts: 1,
      });
      clock.advance({ minutes: 2 });
      await app.jobs.runOnce('payment-refunds');
      expect((await db().select().from(refunds).where(eq(refunds.id, refund!.id)))[0]!.status).toBe(
        'completed',
      );
      // Everything the passenger paid went back: every account of the trip is at zero.
      expect((await tripBalances(db(), trip.id)).filter((b) => b.amount !== 0)).toEqual([]);
    } finally {
      stillWanted = true;
    }
  });

  it('keeps what a late cancellation keeps, refunds the rest, and the whole ledger stays at zero', async () => {
    const { trip, reference } = await startAdvance('demo', 1000);
    const pagePath = `/api/v3/pay/demo/${(await paymentOf(reference)).gatewayPaymentId}`;
    await app.inject({ method: 'POST', url: pagePath, payload: { decision: 'pay' } });
    await back(reference);
    const payment = await paymentOf(reference);
    await db().transaction((tx) =>
      requestRefund(tx, {
        payment,
        amount: 500,
        cause: 'passenger',
        reason: 'cancelled late',
        now: clock.now(),
      }),
    );
    await app.jobs.runOnce('payment-refunds');
    const balances = Object.fromEntries(
      (await tripBalances(db(), trip.id)).map((b) => [b.account, b.amount]),
    );
    expect(balances).toMatchObject({
      gateway_clearing: 500,
      passenger_advances: 0,
      cancellation_fees: -500,
      refunds_payable: 0,
    });
    expect(await ledgerTotal(db())).toBe(0);
  });

  it('puts a payment the gateway reports for another amount aside for staff, capturing nothing', async () => {
    const { reference } = await startAdvance('bkash', 600);
    const payment = await paymentOf(reference);
    bkash.payments.get(payment.gatewayPaymentId!)!.amount = '60.00';
    bkash.approve(payment.gatewayPaymentId!);
    await back(reference);
    const after = await paymentOf(reference);
    expect([after.status, after.needsReview]).toEqual(['pending', true]);
    expect(after.reviewReason).toContain('60');
    expect(await entriesOf(after.id)).toEqual([]);
  });
});

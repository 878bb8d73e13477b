import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBkashGateway } from '../src/adapters/payments/bkash';
import { memoryBkashTokenStore } from '../src/adapters/payments/bkash-token';
import { fromGatewayAmount, PaymentGatewayError } from '../src/adapters/payments/types';
import { bkashCredentials, startFakeBkash } from './fakes/bkash-gateway';
import { createTestClock } from './helpers/clock';

// The bKash Tokenized Checkout adapter against a local bKash speaking its format (fakes/bkash-gateway.ts).
const clock = createTestClock('2026-11-29T06:00:00.000Z');
let bkash: Awaited<ReturnType<typeof startFakeBkash>>;

beforeAll(async () => {
  bkash = await startFakeBkash({ now: () => clock.now() });
});
afterAll(() => bkash.close());

let tokens: ReturnType<typeof memoryBkashTokenStore>;
beforeEach(() => {
  tokens = memoryBkashTokenStore();
  bkash.counts.grant = 0;
  bkash.counts.refresh = 0;
});

const gateway = (timeoutMs = 2_000) =>
  createBkashGateway({ baseUrl: bkash.url, ...bkashCredentials, timeoutMs, tokens, now: () => clock.now() });
const start = (g: ReturnType<typeof gateway>, amount = 750, reference = `PAY-${Math.random()}`) =>
  g.start({
    reference,
    amount,
    payerReference: '01712345678',
    callbackUrl: 'https://pothik.example/pay/bkash',
  });
const refusalOf = async (pending: Promise<unknown>) => {
  const err = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentGatewayError);
  return err as PaymentGatewayError;
};

describe('bKash tokens', () => {
  it('grants once for many calls and processes, then refreshes near the hour’s end instead of granting again', async () => {
    const g = gateway();
    const other = gateway(); // a second API process sharing the store
    await Promise.all([start(g), start(other), start(g)]);
    expect(bkash.counts).toMatchObject({ grant: 1, refresh: 0 });
    clock.advance({ minutes: 56 });
    await Promise.all([start(g), start(other)]);
    expect(bkash.counts).toMatchObject({ grant: 1, refresh: 1 });
    expect(tokens.peek()!.expiresAt).toEqual(new Date(clock.now().getTime() + 3600_000));
  });

  it('grants afresh when bKash no longer knows the refresh token, and after it lapses', async () => {
    const g = gateway();
    await g.token();
    clock.advance({ minutes: 56 });
    bkash.failNext('tokenized/checkout/token/refresh', {
      statusCode: '2079',
      statusMessage: 'Invalid Refresh Token',
    });
    await g.token();
    expect(bkash.counts).toMatchObject({ grant: 2, refresh: 0 });
    clock.advance({ days: 28 });
    await g.token();
    expect(bkash.counts).toMatchObject({ grant: 3, refresh: 0 });
  });
});

describe('a bKash payment', () => {
  it('is created for whole taka, executed after the payer approves, and queried the same; amounts come back as taka', async () => {
    const g = gateway();
    const started = await start(g, 1250, 'PAY-41');
    expect(started.redirectUrl).toContain(started.gatewayPaymentId);
    const create = bkash.requests.findLast((r) => r.path.endsWith('/checkout/create'))!;
    expect(JSON.parse(create.body)).toMatchObject({
      mode: '0011',
      amount: '1250.00',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'PAY-41',
    });
    bkash.approve(started.gatewayPaymentId);
    const done = await g.complete(started.gatewayPaymentId);
    expect(done).toMatchObject({ status: 'completed', amount: 1250, reference: 'PAY-41' });
    expect(done.transactionId).toMatch(/^TRX/);
    expect(await g.query(started.gatewayPaymentId)).toEqual(done);
  });

  it('says a payment the payer left is pending, one they cancelled is cancelled, and refuses to execute either', async () => {
    const g = gateway();
    const left = await start(g);
    expect((await g.query(left.gatewayPaymentId)).status).toBe('pending');
    const refused = await refusalOf(g.complete(left.gatewayPaymentId));
    expect([refused.code, refused.isRetryable]).toEqual(['2056', false]);
    const cancelled = await start(g);
    bkash.cancel(cancelled.gatewayPaymentId);
    expect((await g.query(cancelled.gatewayPaymentId)).status).toBe('cancelled');
  });

  it('learns from bKash what became of an execute whose answer never came, and of one executed twice', async () => {
    const g = gateway(300);
    const started = await start(g);
    bkash.approve(started.gatewayPaymentId);
    bkash.failNext('tokenized/checkout/execute', 'lose-answer');
    const done = await g.complete(started.gatewayPaymentId);
    expect(done.status).toBe('completed');
    expect((await g.complete(started.gatewayPaymentId)).transactionId).toBe(done.transactionId);
  });

  it('tells a refusal that may pass (bKash’s system error, a 500, no answer) from one that will not', async () => {
    const g = gateway(300);
    await g.token();
    bkash.failNext('tokenized/checkout/create', { statusCode: '9999', statusMessage: 'System Error' });
    expect((await refusalOf(start(g))).isRetryable).toBe(true);
    bkash.failNext('tokenized/checkout/create', 'http500');
    expect((await refusalOf(start(g))).isRetryable).toBe(true);
    bkash.failNext('tokenized/checkout/create', 'hang');
    expect((await refusalOf(start(g))).isRetryable).toBe(true);
    bkash.failNext('tokenized/checkout/create', { statusCode: '2001', statusMessage: 'Invalid App Key' });
    expect((await refusalOf(start(g))).isRetryable).toBe(false);
  });

  it('refunds part and then the rest, and is refused more than was paid', async () => {
    const g = gateway();
    const started = await start(g, 1000);
    bkash.approve(started.gatewayPaymentId);
    const paid = await g.complete(started.gatewayPaymentId);
    const refund = {
      gatewayPaymentId: paid.gatewayPaymentId,
      transactionId: paid.transactionId!,
      reason: 'cancelled early',
    };
    expect(await g.refund({ ...refund, amount: 400, reference: 'RF-1' })).toMatchObject({
      status: 'completed',
      amount: 400,
    });
    const over = await refusalOf(g.refund({ ...refund, amount: 601, reference: 'RF-2' }));
    expect([over.code, over.isRetryable]).toEqual(['2074', false]);
    expect(await g.refund({ ...refund, amount: 600, reference: 'RF-3' })).toMatchObject({
      status: 'completed',
      amount: 600,
    });
  });
});

describe('gateway amounts', () => {
  it('reads whole taka and refuses paisa or nonsense', () => {
    expect(fromGatewayAmount('1250.00')).toBe(1250);
    expect(fromGatewayAmount('75')).toBe(75);
    expect(() => fromGatewayAmount('10.50')).toThrow(PaymentGatewayError);
    expect(() => fromGatewayAmount('1e3')).toThrow(PaymentGatewayError);
  });
});

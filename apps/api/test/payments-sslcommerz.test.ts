import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSslCommerzGateway } from '../src/adapters/payments/sslcommerz';
import { PaymentGatewayError } from '../src/adapters/payments/types';
import { sslCommerzStore, startFakeSslCommerz } from './fakes/sslcommerz-gateway';

// The SSLCommerz adapter against a local SSLCommerz speaking its format (fakes/sslcommerz-gateway.ts).
let ssl: Awaited<ReturnType<typeof startFakeSslCommerz>>;
beforeAll(async () => {
  ssl = await startFakeSslCommerz();
});
afterAll(() => ssl.close());

const gateway = (store = sslCommerzStore) =>
  createSslCommerzGateway({
    baseUrl: ssl.url,
    ...store,
    ipnUrl: 'https://api.pothik.example/pay/ssl/ipn',
    timeoutMs: 2_000,
  });
let seq = 0;
const start = (amount = 900) =>
  gateway().start({
    reference: `PAY-SSL-${++seq}`,
    amount,
    payerReference: '01712345678',
    callbackUrl: 'https://pothik.example/pay/ssl/return',
  });
const refusalOf = async (pending: Promise<unknown>) => {
  const err = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentGatewayError);
  return err as PaymentGatewayError;
};

describe('an SSLCommerz payment', () => {
  it('opens a session for whole taka with the IPN address, and is known by our reference', async () => {
    const started = await start(1250);
    expect(started.gatewayPaymentId).toBe(`PAY-SSL-${seq}`);
    expect(started.redirectUrl).toContain('/gwprocess/v4/gw.php');
    const form = new URLSearchParams(ssl.requests.at(-1)!.body);
    expect(
      Object.fromEntries(['total_amount', 'currency', 'tran_id', 'ipn_url'].map((k) => [k, form.get(k)])),
    ).toEqual({
      total_amount: '1250.00',
      currency: 'BDT',
      tran_id: `PAY-SSL-${seq}`,
      ipn_url: 'https://api.pothik.example/pay/ssl/ipn',
    });
  });

  it('is pending until paid, completed once SSLCommerz holds a valid attempt, even after a declined one', async () => {
    const started = await start();
    const g = gateway();
    expect((await g.query(started.gatewayPaymentId)).status).toBe('pending');
    ssl.decline(started.gatewayPaymentId);
    expect((await g.query(started.gatewayPaymentId)).status).toBe('failed');
    const paid = ssl.pay(started.gatewayPaymentId);
    expect(await g.complete(started.gatewayPaymentId)).toEqual({
      gatewayPaymentId: started.gatewayPaymentId,
      status: 'completed',
      transactionId: paid.bank_tran_id,
      amount: 900,
      reference: started.gatewayPaymentId,
    });
  });

  it('refunds part, then refuses more than is left', async () => {
    const started = await start(1000);
    const paid = ssl.pay(started.gatewayPaymentId);
    const refund = {
      gatewayPaymentId: started.gatewayPaymentId,
      transactionId: paid.bank_tran_id,
      reason: 'driver cancelled',
    };
    expect(await gateway().refund({ ...refund, amount: 700, reference: 'RF-1' })).toMatchObject({
      status: 'completed',
      amount: 700,
    });
    expect(
      (await refusalOf(gateway().refund({ ...refund, amount: 301, reference: 'RF-2' }))).isRetryable,
    ).toBe(false);
  });

  it('tells a store refused or a session refused (final) from a gateway error (asked again later)', async () => {
    expect(
      (await refusalOf(gateway({ storeId: 'x', storePassword: 'y' }).query('PAY-SSL-1'))).isRetryable,
    ).toBe(false);
    ssl.failNext('session');
    expect((await refusalOf(start())).isRetryable).toBe(false);
    ssl.failNext('query-500');
    expect((await refusalOf(gateway().query('PAY-SSL-1'))).isRetryable).toBe(true);
  });
});

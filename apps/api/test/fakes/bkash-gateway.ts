import { randomBytes } from 'node:crypto';
import { type RecordedRequest, startFakeServer } from './http-server';

// A local bKash Tokenized Checkout (v1.2.0-beta) that speaks its requests and answers, including its
// failure codes inside HTTP 200, for the adapter's tests (src/adapters/payments/bkash.ts). Tokens expire by
// the test's clock; a payment is approved by the test as the payer would on bKash's page.

export const bkashCredentials = {
  appKey: 'fake-app-key',
  appSecret: 'fake-app-secret',
  username: 'sandboxTokenizedUser',
  password: 'fake-password',
};

type FakePayment = {
  paymentID: string;
  amount: string;
  merchantInvoiceNumber: string;
  transactionStatus: 'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Expired';
  trxID?: string;
  refunded: number;
};

// 'hang': no answer, nothing done; 'lose-answer': done, but the answer never comes back.
type Trouble = { statusCode: string; statusMessage: string } | 'hang' | 'lose-answer' | 'http500';

const ok = { statusCode: '0000', statusMessage: 'Successful' };
const refusal = (statusCode: string, statusMessage: string) => ({
  status: 200,
  body: { statusCode, statusMessage },
});

export async function startFakeBkash({ now = () => new Date() }: { now?: () => Date } = {}) {
  const payments = new Map<string, FakePayment>();
  const idTokens = new Map<string, Date>();
  const refreshTokens = new Set<string>();
  const counts = { grant: 0, refresh: 0, execute: 0 };
  const trouble = new Map<string, Trouble>();
  let seq = 0;

  const newToken = () => {
    const idToken = `id-${randomBytes(8).toString('hex')}`;
    const refreshToken = `rf-${randomBytes(8).toString('hex')}`;
    idTokens.set(idToken, new Date(now().getTime() + 3600_000));
    refreshTokens.add(refreshToken);
    return { ...ok, id_token: idToken, token_type: 'Bearer', expires_in: 3600, refresh_token: refreshToken };
  };
  const hasCredentials = (req: RecordedRequest, body: Record<string, unknown>) =>
    req.headers.username === bkashCredentials.username &&
    req.headers.password === bkashCredentials.password &&
    body.app_key === bkashCredentials.appKey &&
    body.app_secret === bkashCredentials.appSecret;
  const isAuthorized = (req: RecordedRequest) => {
    const expires = idTokens.get(String(req.headers.authorization ?? ''));
    return Boolean(expires && expires > now() && req.headers['x-app-key'] === bkashCredentials.appKey);
  };
  const view = (p: FakePayment) => ({
    ...ok,
    paymentID: p.paymentID,
    trxID: p.trxID,
    transactionStatus: p.transactionStatus === 'Authorized' ? 'Initiated' : p.transactionStatus,
    amount: p.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: p.merchantInvoiceNumber,
  });

  const never = () => new Promise<never>(() => undefined);
  const server = await startFakeServer(async (req) => {
    const path = req.path.replace(/^\/v1\.2\.0-beta\//, '');
    const body = (req.body ? JSON.parse(req.body) : {}) as Record<string, unknown>;
    const problem = trouble.get(path);
    if (problem) trouble.delete(path);
    if (problem === 'hang') return never();
    if (problem === 'http500') return { status: 500, body: { message: 'Internal Server Error' } };
    if (typeof problem === 'object') return { status: 200, body: problem };
    const answer = handle(path, req, body);
    return problem === 'lose-answer' ? never() : answer;
  });

  function handle(path: string, req: RecordedRequest, body: Record<string, unknown>) {
    switch (path) {
      case 'tokenized/checkout/token/grant':
        if (!hasCredentials(req, body)) return refusal('2079', 'Invalid Refresh Token');
        counts.grant += 1;
        return { status: 200, body: newToken() };
      case 'tokenized/checkout/token/refresh':
        if (!hasCredentials(req, body) || !refreshTokens.has(String(body.refresh_token))) {
          return refusal('2079', 'Invalid Refresh Token');
        }
        counts.refresh += 1;
        return { status: 200, body: newToken() };
    }
    if (!isAuthorized(req)) return { status: 401, body: { message: 'Unauthorized' } };
    switch (path) {
      case 'tokenized/checkout/create': {
        seq += 1;
        const paymentID = `TR0011${String(seq).padStart(6, '0')}`;
        const payment: FakePayment = {
          paymentID,
          amount: String(body.amount),
          merchantInvoiceNumber: String(body.merchantInvoiceNumber),
          transactionStatus: 'Initiated',
          refunded: 0,
        };
        payments.set(paymentID, payment);
        return {
          status: 200,
          body: {
            ...view(payment),
            bkashURL: `${server.url}/pay?paymentId=${paymentID}`,
            callbackURL: body.callbackURL,
            paymentCreateTime: '2026-11-29T16:12:43:828 GMT+0600',
          },
        };
      }
      case 'tokenized/checkout/execute': {
        counts.execute += 1;
        const payment = payments.get(String(body.paymentID));
        if (!payment) return refusal('2056', 'Invalid Payment State');
        if (payment.transactionStatus === 'Completed')
          return refusal('2062', 'The payment has already been completed');
        if (payment.transactionStatus !== 'Authorized') return refusal('2056', 'Invalid Payment State');
        payment.transactionStatus = 'Completed';
        payment.trxID = `TRX${randomBytes(4).toString('hex').toUpperCase()}`;
        return { status: 200, body: view(payment) };
      }
      case 'tokenized/checkout/payment/status': {
        const payment = payments.get(String(body.paymentID));
        return payment ? { status: 200, body: view(payment) } : refusal('2056', 'Invalid Payment State');
      }
      case 'v2/tokenized-checkout/refund/payment/transaction': {
        const payment = payments.get(String(body.paymentId));
        if (!payment || payment.trxID !== body.trxId || payment.transactionStatus !== 'Completed') {
          return {
            status: 200,
            body: {
              internalCode: '2071',
              externalCode: '2071',
              errorMessageEn: 'Original transaction not found',
            },
          };
        }
        const amount = Number(body.refundAmount);
        if (payment.refunded + amount > Number(payment.amount)) {
          return {
            status: 200,
            body: {
              internalCode: '2074',
              externalCode: '2074',
              errorMessageEn: 'Refund amount exceeds transaction amount',
            },
          };
        }
        payment.refunded += amount;
        return {
          status: 200,
          body: {
            originalTrxId: payment.trxID,
            refundTrxId: `RF${randomBytes(4).toString('hex').toUpperCase()}`,
            refundTransactionStatus: 'Completed',
            originalTrxAmount: payment.amount,
            refundAmount: body.refundAmount,
            currency: 'BDT',
            sku: body.sku,
            reason: body.reason,
          },
        };
      }
    }
    return { status: 404, body: { message: 'Not Found' } };
  }

  return {
    url: `${server.url}/v1.2.0-beta`,
    requests: server.requests,
    counts,
    payments,
    /** The payer approves on bKash's page: execute may now complete it. */
    approve(paymentID: string) {
      payments.get(paymentID)!.transactionStatus = 'Authorized';
    },
    cancel(paymentID: string) {
      payments.get(paymentID)!.transactionStatus = 'Cancelled';
    },
    /** The next call to `path` answers this way (a bKash refusal, no answer at all, or a 500). */
    failNext(path: string, how: Trouble) {
      trouble.set(path, how);
    },
    close: server.close,
  };
}

import { type BkashToken, type BkashTokenStore, decideToken, REFRESH_TOKEN_LIFE_MS } from './bkash-token';
import {
  callGateway,
  fromGatewayAmount,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  PaymentGatewayError,
  toGatewayAmount,
} from './types';

export type BkashOptions = {
  /** e.g. https://tokenized.pay.bka.sh/v1.2.0-beta (the tokenized/checkout paths are added). */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  timeoutMs: number;
  tokens: BkashTokenStore;
  now?: () => Date;
};

// bKash Tokenized Checkout (v1.2.0-beta), without agreement (mode 0011):
//   POST tokenized/checkout/token/grant    headers username, password; {app_key, app_secret}
//   POST tokenized/checkout/token/refresh  headers username, password; {app_key, app_secret, refresh_token}
//     → {statusCode, statusMessage, id_token, token_type, expires_in, refresh_token}
//   POST tokenized/checkout/create   Authorization: id_token, X-APP-Key
//     {mode: "0011", payerReference, callbackURL, amount, currency: "BDT", intent: "sale", merchantInvoiceNumber}
//     → {paymentID, bkashURL, transactionStatus: "Initiated", statusCode, statusMessage, …}
//   POST tokenized/checkout/execute        {paymentID} → {paymentID, trxID, transactionStatus, amount, merchantInvoiceNumber, statusCode}
//   POST tokenized/checkout/payment/status {paymentID} → the same fields, changing nothing
//   POST v2/tokenized-checkout/refund/payment/transaction {paymentId, trxId, refundAmount, sku, reason}
//     → {originalTrxId, refundTrxId, refundTransactionStatus, refundAmount, …}
// Every answer carries statusCode "0000" on success, or a code (2001…2117, 9999) with statusMessage, often
// inside an HTTP 200; refunds answer errors as {internalCode, externalCode, errorMessageEn}.

type BkashAnswer = Record<string, unknown>;

/** bKash codes worth asking again later: its own system errors and "try again". */
const retryableCodes = new Set(['2030', '2117', '503', '9999']);
/** Execute answered "already executed" (a retry after a lost answer): the payment is asked for instead. */
const ALREADY_EXECUTED = '2062';

const statusOf = (transactionStatus: unknown): GatewayPaymentStatus => {
  switch (transactionStatus) {
    case 'Completed':
      return 'completed';
    case 'Cancelled':
      return 'cancelled';
    case 'Failed':
      return 'failed';
    case 'Expired':
      return 'expired';
    default:
      // Initiated, Inprogress, Pending Authorized, Authorized…
      return 'pending';
  }
};

export function createBkashGateway(options: BkashOptions): PaymentGateway & { token(): Promise<string> } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());

  async function post(path: string, body: object, headers: Record<string, string>): Promise<BkashAnswer> {
    const res = await callGateway(
      `${base}/${path}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      },
      { timeoutMs: options.timeoutMs, gateway: 'bKash' },
    );
    let answer: BkashAnswer;
    try {
      answer = JSON.parse(res.body) as BkashAnswer;
    } catch {
      throw new PaymentGatewayError(`bKash answered ${res.status} without JSON`, null, res.status >= 500);
    }
    if (res.status >= 500) throw new PaymentGatewayError(`bKash answered ${res.status}`, null, true);
    const code = String(
      answer.statusCode ?? answer.internalCode ?? (res.status === 200 ? '0000' : res.status),
    );
    if (code !== '0000') {
      const message = String(answer.statusMessage ?? answer.errorMessageEn ?? answer.message ?? 'refused');
      throw new PaymentGatewayError(`bKash refused (${code}): ${message}`, code, retryableCodes.has(code));
    }
    return answer;
  }

  const credentials = { username: options.username, password: options.password };
  const keys = { app_key: options.appKey, app_secret: options.appSecret };

  function tokenFrom(answer: BkashAnswer, issuedAt: Date): BkashToken {
    const idToken = String(answer.id_token ?? '');
    const refreshToken = String(answer.refresh_token ?? '');
    const expiresIn = Number(answer.expires_in);
    if (!idToken || !refreshToken || !(expiresIn > 0)) {
      throw new PaymentGatewayError('bKash answered a token grant without its token', null, true);
    }
    return {
      idToken,
      refreshToken,
      expiresAt: new Date(issuedAt.getTime() + expiresIn * 1000),
      refreshExpiresAt: new Date(issuedAt.getTime() + REFRESH_TOKEN_LIFE_MS),
    };
  }

  async function token(): Promise<string> {
    const kept = await options.tokens.update(async (current) => {
      const at = now();
      const decision = decideToken(current, at);
      if (decision === 'use') return current;
      if (decision === 'refresh' && current) {
        try {
          const answer = await post(
            'tokenized/checkout/token/refresh',
            { ...keys, refresh_token: current.refreshToken },
            credentials,
          );
          // A refresh keeps the refresh token's own end; bKash may hand back the same refresh token.
          return { ...tokenFrom(answer, at), refreshExpiresAt: current.refreshExpiresAt };
        } catch (err) {
          // A refresh token bKash no longer knows: grant afresh, once.
          if (!(err instanceof PaymentGatewayError) || err.isRetryable) throw err;
        }
      }
      return tokenFrom(await post('tokenized/checkout/token/grant', keys, credentials), at);
    });
    return kept!.idToken;
  }

  const authorized = async () => ({ authorization: await token(), 'x-app-key': options.appKey });

  function toPayment(answer: BkashAnswer, fallbackId: string): GatewayPayment {
    return {
      gatewayPaymentId: String(answer.paymentID ?? fallbackId),
      status: statusOf(answer.transactionStatus),
      transactionId: answer.trxID ? String(answer.trxID) : null,
      amount: fromGatewayAmount(answer.amount),
      reference: answer.merchantInvoiceNumber ? String(answer.merchantInvoiceNumber) : null,
    };
  }

  const query = async (paymentId: string) =>
    toPayment(
      await post('tokenized/checkout/payment/status', { paymentID: paymentId }, await authorized()),
      paymentId,
    );

  return {
    name: 'bkash',
    token,
    async start(payment) {
      const answer = await post(
        'tokenized/checkout/create',
        {
          mode: '0011',
          payerReference: payment.payerReference,
          callbackURL: payment.callbackUrl,
          amount: toGatewayAmount(payment.amount),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: payment.reference,
        },
        await authorized(),
      );
      if (!answer.paymentID || !answer.bkashURL) {
        throw new PaymentGatewayError('bKash created a payment without its id or page', null, true);
      }
      return { gatewayPaymentId: String(answer.paymentID), redirectUrl: String(answer.bkashURL) };
    },
    async complete(paymentId) {
      try {
        return toPayment(
          await post('tokenized/checkout/execute', { paymentID: paymentId }, await authorized()),
          paymentId,
        );
      } catch (err) {
        // Executed already, or the answer was lost on the way: what bKash holds is the truth.
        if (err instanceof PaymentGatewayError && (err.code === ALREADY_EXECUTED || err.isRetryable)) {
          return query(paymentId);
        }
        throw err;
      }
    },
    query,
    async refund(request) {
      const answer = await post(
        'v2/tokenized-checkout/refund/payment/transaction',
        {
          paymentId: request.gatewayPaymentId,
          trxId: request.transactionId,
          refundAmount: toGatewayAmount(request.amount),
          sku: request.reference,
          reason: request.reason.slice(0, 255),
        },
        await authorized(),
      );
      const status = answer.refundTransactionStatus === 'Completed' ? 'completed' : 'pending';
      return {
        status,
        refundId: String(answer.refundTrxId ?? ''),
        amount: fromGatewayAmount(answer.refundAmount) ?? request.amount,
      };
    },
  };
}

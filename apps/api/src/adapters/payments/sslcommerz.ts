import {
  callGateway,
  fromGatewayAmount,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
  PaymentGatewayError,
  toGatewayAmount,
} from './types';

export type SslCommerzOptions = {
  /** https://securepay.sslcommerz.com (sandbox: https://sandbox.sslcommerz.com). */
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** Where SSLCommerz posts its IPN; the browser's success, fail and cancel go to StartPayment's callbackUrl. */
  ipnUrl: string;
  timeoutMs: number;
};

// SSLCommerz (v4): one page for cards, mobile banking and internet banking.
//   POST gwprocess/v4/api.php (form) store_id, store_passwd, total_amount, currency, tran_id, success_url,
//     fail_url, cancel_url, ipn_url, cus_*, product_*, shipping_method
//     → {status: "SUCCESS"|"FAILED", failedreason, sessionkey, GatewayPageURL}
//   GET validator/api/merchantTransIDvalidationAPI.php?tran_id=…&store_id=…&store_passwd=…&format=json
//     → {APIConnect: "DONE", no_of_trans_found, element: [{status, tran_id, val_id, amount, bank_tran_id}]}
//   GET the same with bank_tran_id, refund_amount, refund_remarks, refe_id: a refund
//     → {APIConnect: "DONE", status: "success"|"processing"|"failed", refund_ref_id, errorReason}
// The IPN and the browser's return carry a val_id; neither is trusted: the payment is asked for by tran_id.
// Our payment reference is the tran_id, so it is also the gateway's payment id here.

type SslAnswer = Record<string, unknown>;

const statusOf = (status: unknown): GatewayPaymentStatus => {
  switch (String(status ?? '').toUpperCase()) {
    case 'VALID':
    case 'VALIDATED':
      return 'completed';
    case 'FAILED':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    case 'UNATTEMPTED':
    case 'EXPIRED':
      return 'expired';
    default:
      return 'pending';
  }
};
// Of a transaction's attempts, the one that tells most: a success, else the latest.
const rank: Record<GatewayPaymentStatus, number> = {
  completed: 4,
  pending: 3,
  failed: 2,
  cancelled: 1,
  expired: 0,
};

export function createSslCommerzGateway(options: SslCommerzOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  async function read(res: { status: number; body: string }): Promise<SslAnswer> {
    if (res.status >= 500) throw new PaymentGatewayError(`SSLCommerz answered ${res.status}`, null, true);
    try {
      return JSON.parse(res.body) as SslAnswer;
    } catch {
      throw new PaymentGatewayError(`SSLCommerz answered ${res.status} without JSON`, null, true);
    }
  }
  const get = async (params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, ...credentials, format: 'json' });
    const answer = await read(
      await callGateway(
        `${base}/validator/api/merchantTransIDvalidationAPI.php?${query}`,
        { method: 'GET' },
        {
          timeoutMs: options.timeoutMs,
          gateway: 'SSLCommerz',
        },
      ),
    );
    if (answer.APIConnect !== 'DONE') {
      // INVALID_REQUEST, FAILED, INACTIVE: the store's keys or the request; asking again changes nothing.
      throw new PaymentGatewayError(
        `SSLCommerz refused: ${String(answer.APIConnect)}`,
        String(answer.APIConnect),
        false,
      );
    }
    return answer;
  };

  async function query(tranId: string): Promise<GatewayPayment> {
    const answer = await get({ tran_id: tranId });
    const attempts = Array.isArray(answer.element) ? (answer.element as SslAnswer[]) : [];
    const best = attempts
      .map((a) => ({ a, status: statusOf(a.status) }))
      .sort((x, y) => rank[y.status] - rank[x.status])[0];
    if (!best)
      return {
        gatewayPaymentId: tranId,
        status: 'pending',
        transactionId: null,
        amount: null,
        reference: tranId,
      };
    return {
      gatewayPaymentId: tranId,
      status: best.status,
      transactionId: best.a.bank_tran_id ? String(best.a.bank_tran_id) : null,
      amount: fromGatewayAmount(best.a.amount),
      reference: String(best.a.tran_id ?? tranId),
    };
  }

  return {
    name: 'sslcommerz',
    async start(payment) {
      const form = new URLSearchParams({
        ...credentials,
        total_amount: toGatewayAmount(payment.amount),
        currency: 'BDT',
        tran_id: payment.reference,
        success_url: payment.callbackUrl,
        fail_url: payment.callbackUrl,
        cancel_url: payment.callbackUrl,
        ipn_url: options.ipnUrl,
        shipping_method: 'NO',
        product_name: 'Trip advance',
        product_category: 'travel',
        product_profile: 'non-physical-goods',
        // SSLCommerz asks for a customer; the passenger's mobile is what we hold of them.
        cus_name: 'Pothik passenger',
        cus_email: 'no-reply@pothik.invalid',
        cus_add1: 'Bangladesh',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        cus_phone: payment.payerReference,
      });
      const answer = await read(
        await callGateway(
          `${base}/gwprocess/v4/api.php`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          },
          { timeoutMs: options.timeoutMs, gateway: 'SSLCommerz' },
        ),
      );
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
        throw new PaymentGatewayError(
          `SSLCommerz refused the session: ${String(answer.failedreason ?? answer.status)}`,
          'FAILED',
          false,
        );
      }
      return { gatewayPaymentId: payment.reference, redirectUrl: String(answer.GatewayPageURL) };
    },
    // Nothing to execute: the payer's return and the IPN only say that it is time to ask.
    complete: query,
    query,
    async refund(request) {
      const answer = await get({
        bank_tran_id: request.transactionId,
        refund_amount: toGatewayAmount(request.amount),
        refund_remarks: request.reason.slice(0, 255),
        refe_id: request.reference,
      });
      const status = String(answer.status ?? '');
      if (status === 'failed') {
        throw new PaymentGatewayError(
          `SSLCommerz refused the refund: ${String(answer.errorReason ?? '')}`,
          'failed',
          false,
        );
      }
      return {
        status: status === 'success' ? 'completed' : 'pending',
        refundId: String(answer.refund_ref_id ?? ''),
        amount: request.amount,
      };
    },
  };
}

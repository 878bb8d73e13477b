// DESIGN.md §16: the payment gateways behind one interface. Amounts are whole taka here; each adapter
// writes and reads the gateway's decimal strings itself, and refuses an amount with paisa it did not ask for.

export type PaymentGatewayName = 'bkash' | 'sslcommerz' | 'demo';

export type StartPayment = {
  /** Our id for the payment (the invoice number the gateway echoes back). */
  reference: string;
  amount: number;
  /** Who pays, as the gateway may show it (the passenger's mobile for bKash). */
  payerReference: string;
  /** Where the gateway sends the payer's browser back (and, for some, its own notification). */
  callbackUrl: string;
};

export type StartedPayment = {
  /** The gateway's id of the payment: what execute, query and refund name. */
  gatewayPaymentId: string;
  /** The gateway's page the payer's browser goes to. */
  redirectUrl: string;
};

export type GatewayPaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';

/** What the gateway itself says of a payment; only this is ever trusted, never a callback's word. */
export type GatewayPayment = {
  gatewayPaymentId: string;
  status: GatewayPaymentStatus;
  /** The gateway's transaction id once money moved (refunds name it). */
  transactionId: string | null;
  amount: number | null;
  reference: string | null;
};

export type RefundRequest = {
  gatewayPaymentId: string;
  transactionId: string;
  amount: number;
  /** Ours, so a retried refund is recognised (bKash's sku, SSLCommerz's refe_id). */
  reference: string;
  reason: string;
};

export type RefundResult = { status: 'completed' | 'pending'; refundId: string; amount: number };

export type PaymentGateway = {
  readonly name: PaymentGatewayName;
  start(payment: StartPayment): Promise<StartedPayment>;
  /**
   * After the payer's return: completes the payment where the gateway needs a call for it (bKash's
   * execute), and answers the gateway's own view of it.
   */
  complete(gatewayPaymentId: string): Promise<GatewayPayment>;
  /** The gateway's view of a payment, changing nothing (reconciliation, a callback's check). */
  query(gatewayPaymentId: string): Promise<GatewayPayment>;
  refund(request: RefundRequest): Promise<RefundResult>;
};

/**
 * The gateway refused or could not be asked. `code` is the gateway's own (bKash's statusCode); `isRetryable`
 * is true where asking again later may succeed (a timeout, a 5xx, bKash's system errors) and false for a
 * refusal that will not change.
 */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly isRetryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Whole taka as the gateways write money: "1250.00". */
export const toGatewayAmount = (taka: number) => {
  if (!Number.isSafeInteger(taka) || taka <= 0) throw new RangeError(`not a whole taka amount: ${taka}`);
  return `${taka}.00`;
};

/** A gateway's amount back to whole taka; paisa we never asked for mean the payment is not ours. */
export function fromGatewayAmount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value).trim();
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match)
    throw new PaymentGatewayError(`the gateway wrote an amount we cannot read: ${text}`, null, false);
  if (match[2] && Number(match[2]) !== 0) {
    throw new PaymentGatewayError(`the gateway wrote an amount with paisa: ${text}`, null, false);
  }
  return Number(match[1]);
}

/** One call to a gateway with a timeout; a network failure or a timeout is retryable. */
export async function callGateway(
  url: string,
  init: RequestInit,
  { timeoutMs, gateway }: { timeoutMs: number; gateway: string },
): Promise<{ status: number; body: string }> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('timed out', 'TimeoutError')), timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: timeout.signal });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    const why = timeout.signal.aborted ? `took longer than ${timeoutMs} ms` : 'could not be reached';
    throw new PaymentGatewayError(`${gateway} ${why}`, null, true, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

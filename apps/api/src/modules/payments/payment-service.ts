import { randomBytes } from 'node:crypto';
import {
  advanceCaptured,
  type CancelCause,
  cancellationKept,
  refundRequested,
  subscriptionPaid,
} from '@pothik/domain';
import type { GatewayPayment, PaymentGateway, PaymentGatewayName } from '../../adapters/payments/types';
import { PaymentGatewayError } from '../../adapters/payments/types';
import { inTransaction } from '../../db/changes/changes';
import type { Db, DbOrTx } from '../../db/client';
import { writeLedgerEntry } from './ledger-repo';
import {
  findPaymentByReference,
  insertPayment,
  insertRefund,
  type PaymentRow,
  updatePayment,
} from './payment-repo';

export type PaymentGateways = ReadonlyMap<PaymentGatewayName, PaymentGateway>;

/**
 * What the payment was for, told in the settling transaction: true when it is still wanted (the booking
 * held for it), false when not (the hold lapsed meanwhile), and the money then goes back in full.
 */
export type CaptureHandler = (tx: DbOrTx, payment: PaymentRow, now: Date) => Promise<boolean>;

const newReference = (prefix: string) => `${prefix}${randomBytes(12).toString('base64url')}`;

export type StartInput = {
  purpose: PaymentRow['purpose'];
  tripId: number | null;
  payerId: number;
  payerMobile: string;
  gateway: PaymentGatewayName;
  amount: number;
  windowMs: number;
  /** The API's return address for this payment's reference. */
  returnUrl: (reference: string) => string;
  now: Date;
};

/**
 * The payment row first (so nothing the gateway holds is unknown to us), then the gateway; a gateway that
 * refuses or cannot be reached leaves the row failed and the error to the caller.
 */
export async function startPayment(db: Db, gateways: PaymentGateways, input: StartInput) {
  const gateway = gateways.get(input.gateway);
  if (!gateway) throw new PaymentGatewayError(`${input.gateway} is not configured`, 'not_configured', false);
  const reference = newReference('PTK');
  const payment = await insertPayment(db, {
    reference,
    tripId: input.tripId,
    payerId: input.payerId,
    purpose: input.purpose,
    gateway: input.gateway,
    amount: input.amount,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.windowMs),
  });
  try {
    const started = await gateway.start({
      reference,
      amount: input.amount,
      payerReference: input.payerMobile,
      callbackUrl: input.returnUrl(reference),
    });
    await updatePayment(db, payment.id, { status: 'pending', gatewayPaymentId: started.gatewayPaymentId });
    return { reference, redirectUrl: started.redirectUrl, paymentId: payment.id };
  } catch (err) {
    // Not retryable failures end it; a timeout leaves it for reconciliation (the gateway may have it).
    if (!(err instanceof PaymentGatewayError) || !err.isRetryable) {
      await updatePayment(db, payment.id, { status: 'failed', lastCheckedAt: input.now });
    }
    throw err;
  }
}

const settled = (p: PaymentRow) => p.status !== 'created' && p.status !== 'pending';

/**
 * Settles a payment from what its gateway says, once: a browser's return, an IPN and the reconciliation
 * job may all call it, in any order and as often as they like. `complete` asks the gateway to finish the
 * payment where it needs that (bKash's execute); the reconciliation job only queries.
 */
export async function settlePayment(
  db: Db,
  gateways: PaymentGateways,
  onCaptured: CaptureHandler,
  { reference, now, how = 'complete' }: { reference: string; now: Date; how?: 'complete' | 'query' },
): Promise<PaymentRow | undefined> {
  const before = await findPaymentByReference(db, reference);
  if (!before || settled(before)) return before;
  const gateway = gateways.get(before.gateway);
  if (!before.gatewayPaymentId || !gateway) {
    // The gateway never answered our start: past the window it never will.
    if (now < before.expiresAt) return before;
    return inTransaction(db, async (tx) => {
      const row = await findPaymentByReference(tx, reference, true);
      if (!row || settled(row)) return row;
      return updatePayment(tx, row.id, { status: 'expired', lastCheckedAt: now });
    });
  }
  let view: GatewayPayment;
  try {
    view =
      how === 'complete'
        ? await gateway.complete(before.gatewayPaymentId)
        : await gateway.query(before.gatewayPaymentId);
  } catch (err) {
    if (err instanceof PaymentGatewayError && !err.isRetryable && how === 'complete') {
      // Execute refused (not approved yet, or cancelled on the page): the gateway's own view decides.
      view = await gateway.query(before.gatewayPaymentId);
    } else throw err;
  }
  return inTransaction(db, async (tx) => {
    const row = await findPaymentByReference(tx, reference, true);
    if (!row || settled(row)) return row;
    return applyView(tx, row, view, onCaptured, now);
  });
}

async function applyView(
  tx: DbOrTx,
  row: PaymentRow,
  view: GatewayPayment,
  onCaptured: CaptureHandler,
  now: Date,
) {
  if (view.status === 'pending') {
    // Past the window and the payer never paid: over, unless the gateway later says otherwise (review).
    const isOver = now.getTime() >= row.expiresAt.getTime() + LATE_PAYMENT_GRACE_MS;
    return updatePayment(
      tx,
      row.id,
      isOver ? { status: 'expired', lastCheckedAt: now } : { lastCheckedAt: now },
    );
  }
  if (view.status !== 'completed')
    return updatePayment(tx, row.id, { status: view.status, lastCheckedAt: now });
  if (view.amount !== row.amount || (view.reference !== null && view.reference !== row.reference)) {
    return updatePayment(tx, row.id, {
      needsReview: true,
      reviewReason: `the gateway says ${view.amount ?? '?'} taka for ${view.reference ?? '?'}; we asked ${row.amount} for ${row.reference}`,
      lastCheckedAt: now,
    });
  }
  const paid = await updatePayment(tx, row.id, {
    status: 'completed',
    transactionId: view.transactionId,
    completedAt: now,
    lastCheckedAt: now,
  });
  const entry = paid.purpose === 'advance' ? advanceCaptured(paid.amount) : subscriptionPaid(paid.amount);
  await writeLedgerEntry(tx, entry, { tripId: paid.tripId, paymentId: paid.id, now });
  if (!(await onCaptured(tx, paid, now))) {
    await requestRefund(tx, {
      payment: paid,
      amount: paid.amount,
      cause: 'payment_lapsed',
      reason: 'paid after the booking was no longer held',
      now,
    });
  }
  return paid;
}

/** A gateway's "still pending" is believed this long after the window; then the payment is over. */
export const LATE_PAYMENT_GRACE_MS = 30 * 60_000;

/**
 * A refund decided in the caller's transaction (a cancellation's): the refund row and its ledger entry,
 * and what of the advance the booking keeps; the refunds job asks the gateway after commit.
 */
export async function requestRefund(
  tx: DbOrTx,
  {
    payment,
    amount,
    cause,
    reason,
    now,
  }: { payment: PaymentRow; amount: number; cause: CancelCause | 'manual'; reason: string; now: Date },
) {
  const refs = { tripId: payment.tripId, paymentId: payment.id, now };
  const kept = payment.amount - amount;
  if (kept > 0 && cause !== 'manual') await writeLedgerEntry(tx, cancellationKept(kept), refs);
  if (amount <= 0) return undefined;
  const refund = await insertRefund(tx, {
    paymentId: payment.id,
    reference: newReference('RF'),
    amount,
    cause,
    reason,
    nextAttemptAt: now,
    createdAt: now,
  });
  await writeLedgerEntry(tx, refundRequested(amount), { ...refs, refundId: refund.id });
  return refund;
}

export type { PaymentRow };

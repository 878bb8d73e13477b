import { refundPaid } from '@pothik/domain';
import { PaymentGatewayError } from '../../adapters/payments/types';
import { inTransaction } from '../../db/changes/changes';
import type { Db } from '../../db/client';
import { writeLedgerEntry } from './ledger-repo';
import { claimDueRefunds, findPayment, updateRefund } from './payment-repo';
import type { PaymentGateways } from './payment-service';

const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** After a failed attempt: 1, 2, 4 … minutes, at most an hour apart. */
export const refundBackoffMs = (attempts: number) =>
  Math.min(3_600_000, 60_000 * 2 ** Math.max(0, attempts - 1));

/**
 * One round of the refunds job: each due refund is asked of its gateway with its own reference; a
 * refusal that may pass is tried again later, one that will not is left failed for staff.
 */
export async function sendDueRefunds(db: Db, gateways: PaymentGateways, now: Date) {
  const due = await inTransaction(db, (tx) => claimDueRefunds(tx, now, LEASE_MS, BATCH));
  let done = 0;
  for (const refund of due) {
    const payment = (await findPayment(db, refund.paymentId))!;
    const gateway = gateways.get(payment.gateway);
    try {
      if (!gateway || !payment.gatewayPaymentId || !payment.transactionId) {
        throw new PaymentGatewayError(
          `${payment.gateway} cannot refund payment ${payment.reference}`,
          'not_refundable',
          false,
        );
      }
      const result = await gateway.refund({
        gatewayPaymentId: payment.gatewayPaymentId,
        transactionId: payment.transactionId,
        amount: refund.amount,
        reference: refund.reference,
        reason: refund.reason,
      });
      await inTransaction(db, async (tx) => {
        if (result.status === 'completed') {
          await updateRefund(tx, refund.id, {
            status: 'completed',
            gatewayRefundId: result.refundId,
            completedAt: now,
            lastError: null,
          });
          await writeLedgerEntry(tx, refundPaid(refund.amount), {
            tripId: payment.tripId,
            paymentId: payment.id,
            refundId: refund.id,
            now,
          });
          done += 1;
        } else {
          await updateRefund(tx, refund.id, {
            status: 'pending',
            gatewayRefundId: result.refundId,
            nextAttemptAt: new Date(now.getTime() + 5 * 60_000),
          });
        }
      });
    } catch (err) {
      const retryable = err instanceof PaymentGatewayError ? err.isRetryable : true;
      await updateRefund(db, refund.id, {
        status: retryable ? refund.status : 'failed',
        lastError: err instanceof Error ? err.message : String(err),
        nextAttemptAt: new Date(now.getTime() + refundBackoffMs(refund.attempts)),
      });
    }
  }
  return { claimed: due.length, done };
}

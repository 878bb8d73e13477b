import type { Db } from '../../db/client';
import { listUnsettledPayments } from './payment-repo';
import { type CaptureHandler, type PaymentGateways, settlePayment } from './payment-service';

const BATCH = 50;

/**
 * One round of reconciliation: every payment still open after its window is asked of its gateway and
 * settled by the answer (a payer whose return never reached us, an IPN that never came). One that
 * cannot be asked now is left for the next round.
 */
export async function reconcilePayments(
  db: Db,
  gateways: PaymentGateways,
  onCaptured: CaptureHandler,
  now: Date,
) {
  const open = await listUnsettledPayments(db, now, BATCH);
  const outcome = { asked: open.length, settled: 0, failed: 0 };
  for (const payment of open) {
    try {
      const after = await settlePayment(db, gateways, onCaptured, {
        reference: payment.reference,
        now,
        how: 'query',
      });
      if (after && after.status !== 'pending' && after.status !== 'created') outcome.settled += 1;
    } catch {
      outcome.failed += 1;
    }
  }
  return outcome;
}

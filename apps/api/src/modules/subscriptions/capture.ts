import type { Lang } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { resumeAfterSubscriptionPaid } from '../drivers';
import type { CaptureHandler, PaymentRow } from '../payments';
import { hasOverdueInvoice, lockInvoicePaidBy, markInvoicePaid } from './invoices-repo';
import { tellDriverOfSubscription } from './subscription-notices';

/**
 * A subscription payment the gateway captured, in the settling transaction (payments/payment-service.ts,
 * which writes its balanced ledger entry there too): the payer's oldest due invoice of that amount is
 * paid, once. A driver the unpaid invoice paused bids again when no other invoice is overdue. False (the
 * payments module then refunds it all) when nothing of the payer's awaits that payment: paid already.
 */
export function subscriptionCaptured(brand: Record<Lang, string>): CaptureHandler {
  return async (tx: DbOrTx, payment: PaymentRow, now: Date) => {
    const invoice = await lockInvoicePaidBy(tx, payment.payerId, payment.amount);
    if (!invoice) return false;
    await markInvoicePaid(tx, invoice.id, payment.id, now);
    if (await hasOverdueInvoice(tx, invoice.driverId, now)) return true;
    const resumed = await resumeAfterSubscriptionPaid(tx, invoice.driverId, now);
    if (resumed) {
      await tellDriverOfSubscription(
        tx,
        resumed,
        { what: 'resumed' },
        { eventKey: `subscription:${invoice.id}:resumed`, brand, now },
      );
    }
    return true;
  };
}

import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { hasOverdueInvoice } from './invoices-repo';

/**
 * Refuses a bid (400) of a driver with an invoice unpaid past its grace: the job pauses them within its
 * interval, and a bid between its rounds is refused all the same (docs/decisions/0017).
 */
export async function assertSubscriptionPaidUp(db: DbOrTx, driverId: number, now: Date) {
  if (await hasOverdueInvoice(db, driverId, now)) throw refuse('subscriptionOverdue', 400);
}

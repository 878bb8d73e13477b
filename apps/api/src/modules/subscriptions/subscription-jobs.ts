import { invoiceFor, isInvoiceOverdue, type Lang, subscriptionCharged } from '@pothik/domain';
import type { Db } from '../../db/client';
import { pauseForUnpaidSubscription } from '../drivers';
import { getSubscriptionSettings } from '../settings';
import { issueInvoices, lockInvoice, overdueInvoicesOfActiveDrivers } from './invoices-repo';
import { tellDriverOfSubscription } from './subscription-notices';

// The subscription's timed work (docs/decisions/0017): each month's invoices issued as the month starts,
// and an invoice unpaid past its grace pausing its driver's bidding. The due rows are the invoices'
// own columns (period, grace_ends_at); each is changed in one transaction that checks it again.

const BATCH = 100;

export type SubscriptionJobDeps = { db: Db; brand: Record<Lang, string> };

/** Issues this Dhaka month's invoice to every working driver without one; none while no price is set. */
export async function issueInvoicesRound(db: Db, now: Date) {
  const settings = await getSubscriptionSettings(db);
  if (!subscriptionCharged(settings)) return 0;
  return db.transaction((tx) => issueInvoices(tx, invoiceFor(settings, now), now));
}

/**
 * Pauses the bidding of each active driver with an invoice unpaid past its grace, telling them once: a
 * paused driver is no longer a due row, so a second round does nothing. How many were paused.
 */
export async function pauseOverdueRound(deps: SubscriptionJobDeps, now: Date) {
  const due = await overdueInvoicesOfActiveDrivers(deps.db, now, BATCH);
  let paused = 0;
  for (const { id } of due) {
    const done = await deps.db.transaction(async (tx) => {
      // The lock order of the capture: the invoice, then the driver.
      const invoice = await lockInvoice(tx, id);
      if (!invoice || !isInvoiceOverdue(invoice, now)) return false;
      const to = await pauseForUnpaidSubscription(tx, invoice.driverId, now);
      if (!to) return false;
      await tellDriverOfSubscription(
        tx,
        to,
        { what: 'paused', amount: invoice.amount },
        { eventKey: `subscription:${invoice.id}:paused:${now.getTime()}`, brand: deps.brand, now },
      );
      return true;
    });
    if (done) paused += 1;
  }
  return paused;
}

import { dhakaIsoMonth, dhakaMonthRange, subscriptionPaid } from '@pothik/domain';
import { asc, eq } from 'drizzle-orm';
import { seedSubscriptionSettings } from '../../modules/settings';
import type { DbOrTx } from '../client';
import { drivers, ledgerEntries, ledgerLines, payments, subscriptionInvoices } from '../schema/index';

const DAY_MS = 86_400_000;
export const DEMO_SUBSCRIPTION_PRICE = 300;
const GRACE_DAYS = 7;

/**
 * The demo's Smart Driver plan (issue 45 §5): ৳300 a month with 7 days' grace, and invoices for the
 * first three active demo drivers, so a newcomer finds them in the console and on /driver: last month's
 * paid through the demo gateway (its payment and balanced ledger entry beside it), this month's due
 * and within its grace. The job bills no demo driver itself (subscriptions/invoices-repo.ts).
 */
export async function seedDemoSubscriptions(db: DbOrTx, now: Date) {
  await seedSubscriptionSettings(db, { monthly_price: DEMO_SUBSCRIPTION_PRICE, grace_days: GRACE_DAYS }, now);
  const fleet = await db
    .select({ id: drivers.id, userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.isDemo, true))
    .orderBy(asc(drivers.id))
    .limit(3);
  const thisMonth = dhakaIsoMonth(now);
  const lastMonthStart = new Date(dhakaMonthRange(thisMonth).start.getTime() - DAY_MS);
  const lastMonth = dhakaIsoMonth(lastMonthStart);
  const dueAt = new Date(now.getTime() - 2 * DAY_MS);
  for (const [i, driver] of fleet.entries()) {
    const paidAt = new Date(dhakaMonthRange(lastMonth).start.getTime() + (2 + i) * DAY_MS);
    const [payment] = await db
      .insert(payments)
      .values({
        reference: `PTKdemo-sub-${driver.id}-${lastMonth}`,
        payerId: driver.userId,
        purpose: 'subscription',
        gateway: 'demo',
        amount: DEMO_SUBSCRIPTION_PRICE,
        status: 'completed',
        transactionId: `DEMO-${driver.id}-${lastMonth}`,
        createdAt: paidAt,
        expiresAt: new Date(paidAt.getTime() + 15 * 60_000),
        completedAt: paidAt,
      })
      .returning({ id: payments.id });
    const entry = subscriptionPaid(DEMO_SUBSCRIPTION_PRICE);
    const [row] = await db
      .insert(ledgerEntries)
      .values({ kind: entry.kind, paymentId: payment!.id, createdAt: paidAt })
      .returning({ id: ledgerEntries.id });
    await db.insert(ledgerLines).values(entry.lines.map((line) => ({ entryId: row!.id, ...line })));
    const grace = (at: Date) => new Date(at.getTime() + GRACE_DAYS * DAY_MS);
    const lastDue = dhakaMonthRange(lastMonth).start;
    await db.insert(subscriptionInvoices).values([
      {
        driverId: driver.id,
        period: lastMonth,
        amount: DEMO_SUBSCRIPTION_PRICE,
        status: 'paid',
        dueAt: lastDue,
        graceEndsAt: grace(lastDue),
        paymentId: payment!.id,
        paidAt,
        createdAt: lastDue,
      },
      {
        driverId: driver.id,
        period: thisMonth,
        amount: DEMO_SUBSCRIPTION_PRICE,
        status: 'due',
        dueAt,
        graceEndsAt: grace(dueAt),
        createdAt: dueAt,
      },
    ]);
  }
  return fleet.map((d) => d.id);
}

import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drivers, subscriptionInvoices, users } from '../../db/schema/index';
import { toInvoiceView } from './invoice-view';
import { invoicesOfDriver } from './invoices-repo';

// The console's Subscriptions page (issue 45 §5): each driver's plan standing, dues and payments, the
// drivers owing most urgently first.

const dueSum = sql<number>`coalesce(sum(${subscriptionInvoices.amount}) filter (where ${subscriptionInvoices.status} = 'due'), 0)::int`;

/** Drivers with invoices: overdue first, then with dues, then the rest; each with their totals. */
export async function listDriverSubscriptions(
  db: DbOrTx,
  { offset, limit, now }: { offset: number; limit: number; now: Date },
) {
  const overdueCount = sql<number>`count(*) filter (where ${subscriptionInvoices.status} = 'due' and ${subscriptionInvoices.graceEndsAt} <= ${now.toISOString()}::timestamptz)::int`;
  const rows = await db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      mobile: users.mobile,
      state: drivers.state,
      pausedReason: drivers.pausedReason,
      dueTotal: dueSum,
      overdueCount,
      paidTotal: sql<number>`coalesce(sum(${subscriptionInvoices.amount}) filter (where ${subscriptionInvoices.status} = 'paid'), 0)::int`,
      invoiceCount: count(),
      lastPaidAt: sql<string | null>`max(${subscriptionInvoices.paidAt})`,
    })
    .from(subscriptionInvoices)
    .innerJoin(drivers, eq(drivers.id, subscriptionInvoices.driverId))
    .innerJoin(users, eq(users.id, drivers.userId))
    .groupBy(drivers.id, users.mobile)
    .orderBy(desc(overdueCount), desc(dueSum), drivers.id)
    .offset(offset)
    .limit(limit);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${subscriptionInvoices.driverId})::int` })
    .from(subscriptionInvoices);
  return {
    rows: rows.map((r) => ({
      id: r.driverId,
      name: r.name,
      mobile: r.mobile,
      state: r.state,
      paused_reason: r.pausedReason,
      due_total: Number(r.dueTotal),
      overdue_count: Number(r.overdueCount),
      paid_total: Number(r.paidTotal),
      invoice_count: Number(r.invoiceCount),
      last_paid_at: r.lastPaidAt ? new Date(r.lastPaidAt).toISOString() : null,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** One driver's standing and every invoice of theirs with how it was paid; undefined for no driver. */
export async function driverSubscriptionForConsole(db: DbOrTx, driverId: number, now: Date) {
  const [driver] = await db
    .select({
      id: drivers.id,
      name: drivers.name,
      mobile: users.mobile,
      state: drivers.state,
      pausedReason: drivers.pausedReason,
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId));
  if (!driver) return undefined;
  const invoices = (await invoicesOfDriver(db, driverId)).map((row) => toInvoiceView(row, now));
  return {
    id: driver.id,
    name: driver.name,
    mobile: driver.mobile,
    state: driver.state,
    paused_reason: driver.pausedReason,
    due_total: invoices.filter((i) => i.status === 'due').reduce((sum, i) => sum + i.amount, 0),
    invoices,
  };
}

import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drivers, payments, subscriptionInvoices, users } from '../../db/schema/index';

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type InvoiceWithPayment = {
  invoice: InvoiceRow;
  gateway: (typeof payments.$inferSelect)['gateway'] | null;
  transactionId: string | null;
};

/** An invoice with how it was paid (the payment's gateway and transaction), for its views. */
const withPayment = {
  invoice: subscriptionInvoices,
  gateway: payments.gateway,
  transactionId: payments.transactionId,
};

/**
 * This month's invoice for every driver who works (approved, active or paused) and has none for it yet:
 * a second round, or a second process, adds nothing (one invoice per driver and month). How many were
 * issued. The demo fleet's drivers are Pothik's own stand-ins and are not billed (their bidding would
 * stop a week into every month); the demo seed gives a few of them invoices to show.
 */
export async function issueInvoices(
  tx: DbOrTx,
  invoice: { period: string; amount: number; dueAt: Date; graceEndsAt: Date },
  now: Date,
) {
  const working = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .leftJoin(
      subscriptionInvoices,
      and(eq(subscriptionInvoices.driverId, drivers.id), eq(subscriptionInvoices.period, invoice.period)),
    )
    .where(
      and(
        eq(drivers.status, 'approved'),
        eq(drivers.isDemo, false),
        inArray(drivers.state, ['active', 'paused']),
        sql`${subscriptionInvoices.id} is null`,
      ),
    );
  if (working.length === 0) return 0;
  const rows = await tx
    .insert(subscriptionInvoices)
    .values(working.map((d) => ({ driverId: d.id, ...invoice, status: 'due' as const, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: subscriptionInvoices.id });
  return rows.length;
}

/** A driver's invoices, newest month first, each with how it was paid. */
export function invoicesOfDriver(db: DbOrTx, driverId: number): Promise<InvoiceWithPayment[]> {
  return db
    .select(withPayment)
    .from(subscriptionInvoices)
    .leftJoin(payments, eq(payments.id, subscriptionInvoices.paymentId))
    .where(eq(subscriptionInvoices.driverId, driverId))
    .orderBy(desc(subscriptionInvoices.period));
}

/** One invoice of this driver's (undefined when it is another's, or none). */
export async function invoiceOfDriver(
  db: DbOrTx,
  driverId: number,
  invoiceId: number,
): Promise<InvoiceWithPayment | undefined> {
  const rows = await db
    .select(withPayment)
    .from(subscriptionInvoices)
    .leftJoin(payments, eq(payments.id, subscriptionInvoices.paymentId))
    .where(and(eq(subscriptionInvoices.id, invoiceId), eq(subscriptionInvoices.driverId, driverId)))
    .limit(1);
  return rows[0];
}

/**
 * The unpaid invoice a captured payment pays, locked: the payer's oldest due invoice of the amount paid.
 * None when it is paid already (a second payment for it is then refunded in full).
 */
export async function lockInvoicePaidBy(tx: DbOrTx, payerUserId: number, amount: number) {
  const rows = await tx
    .select({ invoice: subscriptionInvoices })
    .from(subscriptionInvoices)
    .innerJoin(drivers, eq(drivers.id, subscriptionInvoices.driverId))
    .where(
      and(
        eq(drivers.userId, payerUserId),
        eq(subscriptionInvoices.status, 'due'),
        eq(subscriptionInvoices.amount, amount),
      ),
    )
    .orderBy(asc(subscriptionInvoices.period))
    .limit(1)
    .for('update', { of: subscriptionInvoices });
  return rows[0]?.invoice;
}

export async function lockInvoice(tx: DbOrTx, id: number) {
  const rows = await tx
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.id, id))
    .for('update');
  return rows[0];
}

export async function markInvoicePaid(tx: DbOrTx, id: number, paymentId: number, now: Date) {
  const rows = await tx
    .update(subscriptionInvoices)
    .set({ status: 'paid', paymentId, paidAt: now })
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.status, 'due')))
    .returning();
  return rows[0];
}

/** Whether the driver has an invoice unpaid past its grace (the pause holds while one does). */
export async function hasOverdueInvoice(db: DbOrTx, driverId: number, now: Date) {
  const rows = await db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.driverId, driverId),
        eq(subscriptionInvoices.status, 'due'),
        lte(subscriptionInvoices.graceEndsAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The job's due rows: unpaid invoices past their grace whose driver still bids (active). */
export function overdueInvoicesOfActiveDrivers(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: subscriptionInvoices.id, driverId: subscriptionInvoices.driverId })
    .from(subscriptionInvoices)
    .innerJoin(drivers, eq(drivers.id, subscriptionInvoices.driverId))
    .where(
      and(
        eq(subscriptionInvoices.status, 'due'),
        lte(subscriptionInvoices.graceEndsAt, now),
        eq(drivers.state, 'active'),
      ),
    )
    .orderBy(asc(subscriptionInvoices.graceEndsAt))
    .limit(limit);
}

/** The driver and their account for an invoice's page. */
export async function invoiceHolder(db: DbOrTx, driverId: number) {
  const rows = await db
    .select({ name: drivers.name, plateNumber: drivers.plateNumber, mobile: users.mobile })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId))
    .limit(1);
  return rows[0];
}

import { subscriptionInvoiceStatuses } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, inList } from './column-helpers';
import { drivers } from './drivers';
import { payments } from './payments';

/**
 * A driver's Smart Driver invoice for one Dhaka month (issue 45 §5): issued by the subscriptions job at
 * the month's start, paid through the gateways (payments of purpose 'subscription'), its payment set in
 * the settling transaction. Unpaid past `grace_ends_at`, the driver's bidding pauses.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    /** YYYY-MM, the Dhaka month. */
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: subscriptionInvoiceStatuses }).notNull().default('due'),
    dueAt: at('due_at').notNull(),
    graceEndsAt: at('grace_ends_at').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    paidAt: at('paid_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_driver_period_idx').on(t.driverId, t.period),
    // The job's due rows: unpaid invoices past their grace.
    index('subscription_invoices_due_idx').on(t.graceEndsAt).where(sql`${t.status} = 'due'`),
    check('subscription_invoices_amount_check', sql`${t.amount} > 0`),
    check('subscription_invoices_status_check', sql`${t.status} in (${inList(subscriptionInvoiceStatuses)})`),
    check(
      'subscription_invoices_paid_check',
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.paymentId} is not null)`,
    ),
  ],
);

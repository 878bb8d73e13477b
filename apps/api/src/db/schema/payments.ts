import { ledgerAccounts, paymentGatewayKeys } from '@pothik/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { at, inList } from './column-helpers';
import { trips } from './trips';

// DESIGN.md §16: money through the gateways, whole taka. A payment is written before the gateway is
// asked, so nothing the gateway holds is unknown to us; it is settled only by what the gateway itself
// answers, once (the row is locked and its status checked in the settling transaction).

export const paymentGatewayNames = paymentGatewayKeys;
export const paymentStatuses = ['created', 'pending', 'completed', 'failed', 'cancelled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Ours, unguessable, what the gateway echoes (bKash's invoice number, SSLCommerz's tran_id). */
    reference: text('reference').notNull().unique(),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'restrict' }),
    payerId: integer('payer_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['advance', 'subscription'] }).notNull(),
    gateway: text('gateway', { enum: paymentGatewayNames }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    transactionId: text('transaction_id'),
    createdAt: at('created_at').notNull(),
    /** The end of the window to pay in; the reconciliation job settles it with the gateway after. */
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    lastCheckedAt: at('last_checked_at'),
    /** Something the gateway said that we cannot square (another amount, paid after the trip moved on). */
    needsReview: boolean('needs_review').notNull().default(false),
    reviewReason: text('review_reason'),
  },
  (t) => [
    index('payments_trip_idx').on(t.tripId),
    index('payments_open_idx').on(t.status, t.expiresAt),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_status_check', sql`${t.status} in (${inList(paymentStatuses)})`),
  ],
);

export const refundStatuses = ['requested', 'pending', 'completed', 'failed'] as const;

/** A refund decided in the transaction of the cancellation; a job asks the gateway, with retries. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Ours, sent as the gateway's idempotency reference (bKash's sku, SSLCommerz's refe_id). */
    reference: text('reference').notNull().unique(),
    amount: integer('amount').notNull(),
    /** Why (the domain's CancelCause, or `manual` with staff's reason). */
    cause: text('cause').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('requested'),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('refunds_due_idx').on(t.status, t.nextAttemptAt),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in (${inList(refundStatuses)})`),
  ],
);

/** One movement of money (packages/domain payments/ledger): its lines sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    tripId: integer('trip_id').references(() => trips.id),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('ledger_entries_trip_idx').on(t.tripId), index('ledger_entries_created_idx').on(t.createdAt)],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id),
    account: text('account', { enum: ledgerAccounts }).notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('ledger_lines_entry_idx').on(t.entryId),
    check('ledger_lines_account_check', sql`${t.account} in (${inList(ledgerAccounts)})`),
    check('ledger_lines_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** The demo's stand-in gateway (adapters/payments/demo.ts): what its page was told, for every process. */
export const demoGatewayPayments = pgTable('demo_gateway_payments', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: ['pending', 'completed', 'cancelled'] })
    .notNull()
    .default('pending'),
  transactionId: text('transaction_id'),
  refunded: integer('refunded').notNull().default(0),
  createdAt: at('created_at').notNull(),
});

/** A gateway's access token, one for all API processes (bKash blocks a merchant that refreshes too often). */
export const gatewayTokens = pgTable('gateway_tokens', {
  gateway: text('gateway').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull(),
});

import { dhakaDayStart } from '@pothik/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dhakaDaySql } from '../../db/dhaka-day';
import { ledgerEntries, ledgerLines, payments, refunds } from '../../db/schema/index';
import { toCsv } from '../../lib/csv';
import { refuse } from '../../lib/errors';
import { type PaymentRow, type RefundRow, refundsOfPayment } from './payment-repo';
import { requestRefund } from './payment-service';

// Issue 44 §6: what finance staff read and do in the console: payments and refunds with filters, a
// manual refund, the reconciliation report, the ledger's daily totals per account, CSV of each.

export type PaymentFilter = {
  status?: PaymentRow['status'];
  gateway?: PaymentRow['gateway'];
  purpose?: PaymentRow['purpose'];
  needs_review?: boolean;
  trip_id?: number;
  /** Dhaka calendar days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
};

const nextDay = (day: string) => new Date(dhakaDayStart(day).getTime() + 86_400_000);

function paymentWhere(f: PaymentFilter): SQL | undefined {
  return and(
    f.status ? eq(payments.status, f.status) : undefined,
    f.gateway ? eq(payments.gateway, f.gateway) : undefined,
    f.purpose ? eq(payments.purpose, f.purpose) : undefined,
    f.needs_review === undefined ? undefined : eq(payments.needsReview, f.needs_review),
    f.trip_id ? eq(payments.tripId, f.trip_id) : undefined,
    f.from ? gte(payments.createdAt, dhakaDayStart(f.from)) : undefined,
    f.to ? lt(payments.createdAt, nextDay(f.to)) : undefined,
  );
}

// Qualified by hand: inside a select's column, drizzle writes a column unqualified, so `payment_id = id`
// would compare the refund's own id (a total that was right only while the ids happened to agree).
const refundedSql = sql<number>`coalesce((select sum(r.amount) from ${refunds} r
  where r.payment_id = ${payments}.id and r.status <> 'failed'), 0)::int`;

export const paymentView = (p: PaymentRow & { refunded: number }) => ({
  id: p.id,
  reference: p.reference,
  trip_id: p.tripId,
  payer_id: p.payerId,
  purpose: p.purpose,
  gateway: p.gateway,
  amount: p.amount,
  refunded: Number(p.refunded),
  status: p.status,
  transaction_id: p.transactionId,
  needs_review: p.needsReview,
  review_reason: p.reviewReason,
  created_at: p.createdAt.toISOString(),
  completed_at: p.completedAt?.toISOString() ?? null,
  last_checked_at: p.lastCheckedAt?.toISOString() ?? null,
});
export type ConsolePayment = ReturnType<typeof paymentView>;

/** A page of payments, newest first. */
export async function listPayments(
  db: DbOrTx,
  filter: PaymentFilter,
  page: { offset: number; limit: number },
) {
  const where = paymentWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ payment: payments, refunded: refundedSql })
      .from(payments)
      .where(where)
      .orderBy(desc(payments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { rows: rows.map((r) => paymentView({ ...r.payment, refunded: r.refunded })), total: total?.n ?? 0 };
}

export type RefundFilter = { status?: RefundRow['status']; cause?: string; payment_id?: number };

export const refundView = (r: RefundRow & { tripId: number | null; gateway: string }) => ({
  id: r.id,
  payment_id: r.paymentId,
  trip_id: r.tripId,
  gateway: r.gateway,
  reference: r.reference,
  amount: r.amount,
  cause: r.cause,
  reason: r.reason,
  status: r.status,
  attempts: r.attempts,
  last_error: r.lastError,
  created_at: r.createdAt.toISOString(),
  completed_at: r.completedAt?.toISOString() ?? null,
});

/** A page of refunds, newest first, with their payment's trip and gateway. */
export async function listRefunds(db: DbOrTx, filter: RefundFilter, page: { offset: number; limit: number }) {
  const where = and(
    filter.status ? eq(refunds.status, filter.status) : undefined,
    filter.cause ? eq(refunds.cause, filter.cause) : undefined,
    filter.payment_id ? eq(refunds.paymentId, filter.payment_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ refund: refunds, tripId: payments.tripId, gateway: payments.gateway })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(where)
      .orderBy(desc(refunds.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(refunds).where(where),
  ]);
  return {
    rows: rows.map((r) => refundView({ ...r.refund, tripId: r.tripId, gateway: r.gateway })),
    total: total?.n ?? 0,
  };
}

/**
 * A refund staff decide (finance or admin), in their transaction: the payment locked, what is left of it
 * after the refunds already asked (failed ones aside) is the most that can go back. The refunds job sends it.
 */
export async function refundManually(
  tx: DbOrTx,
  { paymentId, amount, reason, now }: { paymentId: number; amount: number; reason: string; now: Date },
) {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw refuse('paymentNotFound', 404);
  if (payment.status !== 'completed') throw refuse('refundNotPossible', 409);
  const asked = (await refundsOfPayment(tx, payment.id))
    .filter((r) => r.status !== 'failed')
    .reduce((total, r) => total + r.amount, 0);
  if (amount > payment.amount - asked) {
    throw refuse('validationError', 422, {
      amount: [`At most ${payment.amount - asked} taka of this payment is left to refund.`],
    });
  }
  const refund = await requestRefund(tx, { payment, amount, cause: 'manual', reason, now });
  return { payment, refund: refund! };
}

/**
 * What reconciliation leaves to people: payments the gateway answered in a way we cannot square, payments
 * still open after their window (the job keeps asking), and refunds the gateway refused or that keep failing.
 */
export async function reconciliationReport(db: DbOrTx, now: Date) {
  const [review, open, failing] = await Promise.all([
    db.select().from(payments).where(eq(payments.needsReview, true)).orderBy(asc(payments.id)).limit(200),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['created', 'pending']), lt(payments.expiresAt, now)))
      .orderBy(asc(payments.expiresAt))
      .limit(200),
    db
      .select()
      .from(refunds)
      .where(or(eq(refunds.status, 'failed'), and(ne(refunds.status, 'completed'), gte(refunds.attempts, 3))))
      .orderBy(asc(refunds.id))
      .limit(200),
  ]);
  const view = (p: PaymentRow) => paymentView({ ...p, refunded: 0 });
  return {
    needs_review: review.map(view),
    open_after_window: open.map(view),
    failing_refunds: failing.map((r) => ({
      id: r.id,
      payment_id: r.paymentId,
      amount: r.amount,
      status: r.status,
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** The ledger's movement per Dhaka day and account between two Dhaka days (both included). */
export async function ledgerDailyTotals(db: DbOrTx, { from, to }: { from: string; to: string }) {
  const day = dhakaDaySql(ledgerEntries.createdAt);
  const rows = await db
    .select({ day, account: ledgerLines.account, amount: sql<number>`${sum(ledgerLines.amount)}::int` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(and(gte(ledgerEntries.createdAt, dhakaDayStart(from)), lt(ledgerEntries.createdAt, nextDay(to))))
    .groupBy(day, ledgerLines.account)
    .orderBy(day, ledgerLines.account);
  return rows.map((r) => ({ day: r.day, account: r.account, amount: Number(r.amount) }));
}

const paymentColumns = [
  'id',
  'reference',
  'trip_id',
  'payer_id',
  'purpose',
  'gateway',
  'amount',
  'refunded',
  'status',
  'transaction_id',
  'needs_review',
  'review_reason',
  'created_at',
  'completed_at',
  'last_checked_at',
] as const satisfies readonly (keyof ConsolePayment)[];

export const paymentsCsv = (rows: ConsolePayment[]) =>
  toCsv(
    paymentColumns,
    rows.map((r) => paymentColumns.map((c) => r[c])),
  );

export const ledgerCsv = (rows: Awaited<ReturnType<typeof ledgerDailyTotals>>) =>
  toCsv(
    ['day', 'account', 'amount'],
    rows.map((r) => [r.day, r.account, r.amount]),
  );

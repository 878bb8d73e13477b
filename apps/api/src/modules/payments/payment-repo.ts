import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, refunds } from '../../db/schema/index';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const insertPayment = (tx: DbOrTx, values: typeof payments.$inferInsert) =>
  tx
    .insert(payments)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

export async function findPaymentByReference(db: DbOrTx, reference: string, lock = false) {
  const query = db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return (await (lock ? query.for('update') : query))[0];
}

export async function findPaymentByGatewayId(
  db: DbOrTx,
  gateway: PaymentRow['gateway'],
  gatewayPaymentId: string,
) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayPaymentId, gatewayPaymentId)))
    .limit(1);
  return rows[0];
}

export async function updatePayment(tx: DbOrTx, id: number, values: Partial<typeof payments.$inferInsert>) {
  const rows = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  return rows[0]!;
}

/** Payments not settled whose window has passed, oldest first: the reconciliation job asks about them. */
export function listUnsettledPayments(db: DbOrTx, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.status, ['created', 'pending']), lte(payments.expiresAt, before)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

export const insertRefund = (tx: DbOrTx, values: typeof refunds.$inferInsert) =>
  tx
    .insert(refunds)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);

/** Refunds due to be asked of the gateway, claimed for this round (a later attempt time keeps others off). */
export async function claimDueRefunds(tx: DbOrTx, now: Date, leaseMs: number, limit: number) {
  const due = await tx
    .select({ id: refunds.id })
    .from(refunds)
    // Only refunds never answered: one the gateway said it is processing is not sent again (that would pay twice).
    .where(and(eq(refunds.status, 'requested'), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(refunds)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${refunds.attempts} + 1` })
    .where(
      inArray(
        refunds.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export async function findPayment(db: DbOrTx, id: number) {
  return (await db.select().from(payments).where(eq(payments.id, id)).limit(1))[0];
}

export async function updateRefund(tx: DbOrTx, id: number, values: Partial<typeof refunds.$inferInsert>) {
  const rows = await tx.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  return rows[0]!;
}

export function refundsOfPayment(db: DbOrTx, paymentId: number) {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.id));
}

import { type CancelCause, type RefundSettings, refundFor } from '@pothik/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { refundsOfPayment } from './payment-repo';
import { requestRefund } from './payment-service';

/** A trip's advance as a receipt shows it: the completed payment, and its refunds. */
export async function tripAdvance(db: DbOrTx, tripId: number) {
  const [paid] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.tripId, tripId), eq(payments.purpose, 'advance'), eq(payments.status, 'completed')),
    )
    .orderBy(desc(payments.completedAt))
    .limit(1);
  if (!paid) return null;
  return { payment: paid, refunds: await refundsOfPayment(db, paid.id) };
}

/**
 * The refund of a trip's advance when its booking ends without a ride, in the caller's transaction (the
 * cancellation's): the amount from the domain's policy, decided once (the payment's row is locked, and a
 * payment already refunded is left alone). Undefined when nothing was paid ahead.
 */
export async function refundTripAdvance(
  tx: DbOrTx,
  {
    tripId,
    cause,
    pickupAt,
    now,
    settings,
  }: { tripId: number; cause: CancelCause; pickupAt: Date; now: Date; settings: RefundSettings },
) {
  const [paid] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.tripId, tripId), eq(payments.purpose, 'advance'), eq(payments.status, 'completed')),
    )
    .for('update');
  if (!paid || (await refundsOfPayment(tx, paid.id)).length > 0) return undefined;
  const amount = refundFor({ paid: paid.amount, cause, cancelledAt: now, pickupAt, settings });
  return (
    (await requestRefund(tx, { payment: paid, amount, cause, reason: `booking ended: ${cause}`, now })) ??
    null
  );
}

/** Of these trips, the advance captured for each (refunded or not), whole taka. */
export async function advancePaidByTrip(db: DbOrTx, tripIds: readonly number[]) {
  if (tripIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ tripId: payments.tripId, amount: payments.amount })
    .from(payments)
    .where(
      and(
        inArray(payments.tripId, [...tripIds]),
        eq(payments.purpose, 'advance'),
        eq(payments.status, 'completed'),
      ),
    );
  const paid = new Map<number, number>();
  for (const r of rows) if (r.tripId !== null) paid.set(r.tripId, (paid.get(r.tripId) ?? 0) + r.amount);
  return paid;
}

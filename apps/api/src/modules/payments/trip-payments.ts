import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/index';
import { refundsOfPayment } from './payment-repo';

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

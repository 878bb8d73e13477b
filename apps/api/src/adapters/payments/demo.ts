import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoGatewayPayments } from '../../db/schema/index';
import { type GatewayPayment, type PaymentGateway, PaymentGatewayError } from './types';

// The demo's gateway (issue 44: paying works offline in the demo): its "hosted page" is the API's own
// /api/v3/pay/demo/{id}, where the payer pays or cancels; what it was told is kept in the database, so
// every API process answers the same. Never configured in production (production-checks.ts).

export type DemoGateway = PaymentGateway & {
  /** The page's two buttons: pay or cancel; answers where the payer's browser goes next. */
  decide(id: string, decision: 'pay' | 'cancel'): Promise<string | null>;
  find(id: string): Promise<typeof demoGatewayPayments.$inferSelect | undefined>;
};

export function createDemoGateway({
  db,
  pageUrl,
  now,
}: {
  db: Db;
  pageUrl: string;
  now: () => Date;
}): DemoGateway {
  const find = async (id: string) =>
    (await db.select().from(demoGatewayPayments).where(eq(demoGatewayPayments.id, id)).limit(1))[0];

  async function view(id: string): Promise<GatewayPayment> {
    const row = await find(id);
    if (!row) throw new PaymentGatewayError('the demo gateway has no such payment', 'not_found', false);
    return {
      gatewayPaymentId: row.id,
      status: row.status,
      transactionId: row.transactionId,
      amount: row.amount,
      reference: row.reference,
    };
  }

  return {
    name: 'demo',
    async start(payment) {
      const id = `DEMO${randomBytes(9).toString('base64url')}`;
      await db.insert(demoGatewayPayments).values({
        id,
        reference: payment.reference,
        amount: payment.amount,
        returnUrl: payment.callbackUrl,
        createdAt: now(),
      });
      return { gatewayPaymentId: id, redirectUrl: `${pageUrl.replace(/\/+$/, '')}/${id}` };
    },
    complete: view,
    query: view,
    async refund(request) {
      const rows = await db
        .update(demoGatewayPayments)
        .set({ refunded: sql`${demoGatewayPayments.refunded} + ${request.amount}` })
        .where(
          sql`${demoGatewayPayments.id} = ${request.gatewayPaymentId} and ${demoGatewayPayments.status} = 'completed'
            and ${demoGatewayPayments.refunded} + ${request.amount} <= ${demoGatewayPayments.amount}`,
        )
        .returning();
      if (!rows[0]) throw new PaymentGatewayError('the demo gateway refused the refund', 'refused', false);
      return {
        status: 'completed',
        refundId: `DRF${randomBytes(6).toString('hex')}`,
        amount: request.amount,
      };
    },
    find,
    async decide(id, decision) {
      const rows = await db
        .update(demoGatewayPayments)
        .set(
          decision === 'pay'
            ? { status: 'completed', transactionId: `DTX${randomBytes(5).toString('hex').toUpperCase()}` }
            : { status: 'cancelled' },
        )
        .where(sql`${demoGatewayPayments.id} = ${id} and ${demoGatewayPayments.status} = 'pending'`)
        .returning();
      return rows[0]?.returnUrl ?? (await find(id))?.returnUrl ?? null;
    },
  };
}

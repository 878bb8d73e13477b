import { idParamsSchema, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inTransaction } from '../../db/changes/changes';
import { paymentGatewayNames, paymentStatuses, refundStatuses } from '../../db/schema/index';
import {
  ledgerCsv,
  ledgerDailyTotals,
  listPayments,
  listRefunds,
  paymentsCsv,
  reconciliationReport,
  refundManually,
} from '../payments';
import { auditListRead, writeAudit } from './audit';
import { listQuerySchema, pageOf, parseFilter, sendPage } from './simple-rest';
import { currentStaff, requireStaff } from './staff-session';

// Issue 44 §6: finance staff (and admins) read money in the console and refund by hand; every read of a
// list and every refund is in the audit log.

const paymentFilterSchema = z.object({
  status: z.enum(paymentStatuses).optional(),
  gateway: z.enum(paymentGatewayNames).optional(),
  purpose: z.enum(['advance', 'subscription']).optional(),
  needs_review: z.boolean().optional(),
  trip_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
const refundFilterSchema = z.object({
  status: z.enum(refundStatuses).optional(),
  cause: z.string().max(40).optional(),
  payment_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
const daysSchema = z.object({ from: z.iso.date().max(10), to: z.iso.date().max(10) });
const csvHeaders = (name: string) => ({
  'content-disposition': `attachment; filename="pothik-${name}.csv"`,
  'cache-control': 'no-store',
});

export default async function financeRoutes(app: FastifyInstance) {
  const finance = requireStaff(app, ['finance', 'admin']);
  registerPaymentRoutes(app, finance);
  registerRefundRoute(app, finance);
  registerReportRoutes(app, finance);
}

type Guard = ReturnType<typeof requireStaff>;
const tags = ['admin'];

/** GET /payments and its CSV. */
function registerPaymentRoutes(app: FastifyInstance, finance: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  r.get(
    '/payments',
    {
      onRequest: finance,
      schema: { tags, summary: 'Payments, newest first, filtered', querystring: listQuerySchema },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, paymentFilterSchema);
      const { rows, total } = await listPayments(db(), filter, { offset, limit });
      await auditListRead(app, request, { entity: 'payment', filter, offset, rows: rows.length, total });
      return sendPage(reply, 'payments', rows, offset, total);
    },
  );

  r.get(
    '/payments/export.csv',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'The filtered payments as CSV',
        querystring: z.object({ filter: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      const filter = parseFilter(request.query.filter, paymentFilterSchema);
      const { rows } = await listPayments(db(), filter, { offset: 0, limit: 50_000 });
      await writeAudit(db(), {
        staffId: currentStaff(request).staff.id,
        action: 'payment.export',
        entity: 'payment',
        after: { format: 'csv', filter, rows: rows.length },
        ip: request.ip,
        at: app.clock.now(),
      });
      reply.type('text/csv; charset=utf-8').headers(csvHeaders('payments'));
      return paymentsCsv(rows);
    },
  );
}

/** POST /payments/:id/refunds: a refund by hand, with its reason, in the audit log. */
function registerRefundRoute(app: FastifyInstance, finance: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  r.post(
    '/payments/:id/refunds',
    {
      onRequest: finance,
      schema: {
        tags,
        summary: 'Refund part or all of a completed payment by hand, with the reason (finance or admin)',
        params: idParamsSchema,
        body: z.object({
          amount: z.number().int().min(1).max(10_000_000),
          reason: z.string().trim().min(3).max(500),
        }),
      },
    },
    async (request) => {
      const { staff } = currentStaff(request);
      const now = app.clock.now();
      const { refund } = await inTransaction(db(), async (tx) => {
        const done = await refundManually(tx, { paymentId: request.params.id, ...request.body, now });
        await writeAudit(tx, {
          staffId: staff.id,
          action: 'payment.refund',
          entity: 'payment',
          entityId: request.params.id,
          after: { refund_id: done.refund.id, amount: request.body.amount, reason: request.body.reason },
          ip: request.ip,
          at: now,
        });
        return done;
      });
      return {
        message: messageCatalogue.refundRequested.en,
        code: 'refundRequested',
        data: { refund_id: refund.id, amount: refund.amount, status: refund.status },
      };
    },
  );
}

/** GET /refunds, the reconciliation report and the ledger's daily totals (and their CSV). */
function registerReportRoutes(app: FastifyInstance, finance: Guard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  r.get(
    '/refunds',
    {
      onRequest: finance,
      schema: { tags, summary: 'Refunds, newest first, filtered', querystring: listQuerySchema },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const filter = parseFilter(request.query.filter, refundFilterSchema);
      const { rows, total } = await listRefunds(db(), filter, { offset, limit });
      await auditListRead(app, request, { entity: 'refund', filter, offset, rows: rows.length, total });
      return sendPage(reply, 'refunds', rows, offset, total);
    },
  );

  r.get(
    '/reconciliation',
    {
      onRequest: finance,
      schema: {
        tags,
        summary:
          'What reconciliation leaves to people: payments to review, open past their window, failing refunds',
      },
    },
    async () => ({ data: await reconciliationReport(db(), app.clock.now()) }),
  );

  r.get(
    '/ledger/daily',
    {
      onRequest: finance,
      schema: { tags, summary: 'The ledger’s movement per Dhaka day and account', querystring: daysSchema },
    },
    async (request) => ({ data: await ledgerDailyTotals(db(), request.query) }),
  );

  r.get(
    '/ledger/daily.csv',
    {
      onRequest: finance,
      schema: { tags, summary: 'The ledger’s daily totals as CSV', querystring: daysSchema },
    },
    async (request, reply) => {
      reply
        .type('text/csv; charset=utf-8')
        .headers(csvHeaders(`ledger-${request.query.from}-${request.query.to}`));
      return ledgerCsv(await ledgerDailyTotals(db(), request.query));
    },
  );
}

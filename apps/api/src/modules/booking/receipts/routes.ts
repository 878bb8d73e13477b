import { idParamsSchema, receiptSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth';
import { refusalSchema } from '../trips/schemas';
import { buildReceipt } from './receipt';
import { renderReceiptPdf } from './receipt-pdf';

/** The passenger's receipts; mounted at /api/v3/user. */
export default async function receiptRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['trips'];
  const security = [{ bearer: [] }];
  const onRequest = app.requireUser('passenger');
  const receiptOf = (passengerId: number, tripId: number) =>
    buildReceipt(app.database.db, { passengerId, tripId, now: app.clock.now(), company: app.config.company });

  r.get(
    '/trips/:id/receipt',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'The receipt of a completed trip or of a paid advance: fare, promo, advance, refunds, cash due',
        params: idParamsSchema,
        response: { 200: z.object({ data: receiptSchema }), 404: refusalSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await receiptOf(currentUser(request).id, request.params.id) };
    },
  );

  r.get(
    '/trips/:id/receipt.pdf',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The receipt as a PDF in English or Bangla',
        params: idParamsSchema,
        querystring: z.object({ lang: z.enum(['en', 'bn']).default('en') }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: refusalSchema },
      },
    },
    async (request, reply) => {
      const receipt = await receiptOf(currentUser(request).id, request.params.id);
      const pdf = await renderReceiptPdf(receipt, request.query.lang);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="pothik-receipt-${receipt.number}.pdf"`)
        .send(pdf);
    },
  );
}

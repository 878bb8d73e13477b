import {
  driverSubscriptionSchema,
  idParamsSchema,
  paymentGatewayKeys,
  subscriptionInvoiceDocumentSchema,
} from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalSchema } from '../auth';
import { currentDriver } from '../drivers';
import { getSubscriptionSettings } from '../settings';
import { buildInvoiceDocument, renderInvoicePdf } from './invoice-document';
import { toInvoiceView } from './invoice-view';
import { invoicesOfDriver } from './invoices-repo';
import { payInvoice } from './pay-invoice';

const startedSchema = z.object({
  data: z.object({
    redirect_url: z.string().describe("the gateway's payment page: send the driver's browser there"),
    reference: z.string().describe('our reference of the payment'),
  }),
});

/** The driver's Smart Driver subscription (issue 45 §5); mounted at /api/v3/driver. */
export default async function subscriptionDriverRoutes(app: FastifyInstance) {
  registerSubscriptionRoutes(app);
  registerInvoiceRoutes(app);
}

function routeParts(app: FastifyInstance) {
  return {
    r: app.withTypeProvider<ZodTypeProvider>(),
    tags: ['driver'],
    security: [{ bearer: [] }],
    onRequest: app.requireUser('driver'),
    db: app.database.db,
  };
}

/** GET /subscription and POST /subscription/invoices/{id}/pay. */
function registerSubscriptionRoutes(app: FastifyInstance) {
  const { r, tags, security, onRequest, db } = routeParts(app);
  r.get(
    '/subscription',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The Smart Driver plan, whether bidding is paused for it, and your invoices',
        response: { 200: z.object({ data: driverSubscriptionSchema }), 403: refusalSchema },
      },
    },
    async (request) => {
      const driver = await currentDriver(db, request);
      const now = app.clock.now();
      const [settings, rows] = [await getSubscriptionSettings(db), await invoicesOfDriver(db, driver.id)];
      const invoices = rows.map((row) => toInvoiceView(row, now));
      return {
        data: {
          plan: settings,
          paused: driver.state === 'paused' && driver.pausedReason === 'unpaid_subscription',
          due_total: invoices.filter((i) => i.status === 'due').reduce((sum, i) => sum + i.amount, 0),
          gateways: paymentGatewayKeys.filter((g) => app.payments.gateways.has(g)),
          invoices,
        },
      };
    },
  );

  r.post(
    '/subscription/invoices/:id/pay',
    {
      onRequest,
      // A driver pays once or twice; a loop starting payments is stopped well before a gateway minds.
      config: { rateLimit: { max: app.config.payments.startsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        security,
        summary: 'Pay one of your subscription invoices through the gateway you choose',
        params: idParamsSchema,
        body: z.object({ gateway: z.enum(paymentGatewayKeys) }),
        response: { 200: startedSchema, 404: refusalSchema, 409: refusalSchema, 503: refusalSchema },
      },
    },
    async (request) => ({
      data: await payInvoice(app, {
        driver: await currentDriver(db, request),
        invoiceId: request.params.id,
        gateway: request.body.gateway,
      }),
    }),
  );
}

/** GET /subscription/invoices/{id} and its PDF. */
function registerInvoiceRoutes(app: FastifyInstance) {
  const { r, tags, security, onRequest, db } = routeParts(app);
  const documentOf = async (request: Parameters<typeof currentDriver>[1], invoiceId: number) =>
    buildInvoiceDocument(db, {
      driverId: (await currentDriver(db, request)).id,
      invoiceId,
      now: app.clock.now(),
      company: app.config.company,
    });

  r.get(
    '/subscription/invoices/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One of your subscription invoices, as its page shows it',
        params: idParamsSchema,
        response: { 200: z.object({ data: subscriptionInvoiceDocumentSchema }), 404: refusalSchema },
      },
    },
    async (request) => ({ data: await documentOf(request, request.params.id) }),
  );

  r.get(
    '/subscription/invoices/:id/pdf',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One of your subscription invoices as a PDF in English or Bangla',
        params: idParamsSchema,
        querystring: z.object({ lang: z.enum(['en', 'bn']).default('en') }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), 404: refusalSchema },
      },
    },
    async (request, reply) => {
      const document = await documentOf(request, request.params.id);
      const pdf = await renderInvoicePdf(document, request.query.lang);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="invoice-${document.invoice.number}.pdf"`)
        .send(pdf);
    },
  );
}

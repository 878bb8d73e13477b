import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DemoGateway } from '../../adapters/payments/demo';
import type { PaymentRow } from './payment-repo';

// The gateways' doors into the API: the payer's browser coming back, SSLCommerz's IPN, and the demo's
// own page. None of them is believed: each only says "ask the gateway about this reference now".

// Per IP and per API process: a payer comes back once; a forger guessing references does not get far.
const callbackRateLimit = { max: 30, timeWindow: '1 minute' } as const;
const referenceSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export type PayRoutesOptions = {
  settle: (reference: string) => Promise<PaymentRow | undefined>;
  /** Where the payer's browser lands after the gateway: the trip's page on the site, with the outcome. */
  landing: (payment: PaymentRow | undefined) => string;
  demo: DemoGateway | null;
};

export default async function payRoutes(app: FastifyInstance, { settle, landing, demo }: PayRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  // Settling may fail (the gateway is down): the payer still lands on the trip, which says "checking".
  const settleQuietly = (reference: string) =>
    settle(reference).catch((err: unknown) => {
      app.log.warn({ err }, 'payment not settled on its callback; reconciliation will ask again');
      return undefined;
    });

  for (const method of ['GET', 'POST'] as const) {
    // bKash sends the browser back with GET (?paymentID=…&status=…); SSLCommerz posts a form.
    r.route({
      method,
      url: '/pay/return',
      config: { rateLimit: callbackRateLimit },
      schema: {
        tags,
        security: [],
        summary:
          method === 'GET'
            ? 'The payer’s browser back from the gateway (bKash): the payment is asked of the gateway, then the trip page'
            : 'The payer’s browser back from the gateway (SSLCommerz posts): the payment is asked of the gateway, then the trip page',
        querystring: z.object({ ref: referenceSchema }).passthrough(),
        response: { 303: z.null(), 429: z.object({ message: z.string() }) },
      },
      handler: async (request, reply) => {
        const payment = await settleQuietly(request.query.ref);
        return reply.redirect(landing(payment), 303);
      },
    });
  }

  r.post(
    '/pay/ipn/sslcommerz',
    {
      config: { rateLimit: callbackRateLimit },
      schema: {
        tags,
        security: [],
        summary:
          'SSLCommerz’s IPN: the payment it names is asked of SSLCommerz; the answer never says whether it exists',
        body: z.object({ tran_id: z.string().max(64).optional() }).passthrough(),
        response: { 200: z.object({ received: z.boolean() }), 429: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const reference = request.body.tran_id;
      if (reference && referenceSchema.safeParse(reference).success) await settleQuietly(reference);
      return { received: true };
    },
  );

  if (demo) registerDemoPage(app, demo);
}

/** The demo gateway's page: GET shows the payment, POST pays or cancels it and sends the browser back. */
function registerDemoPage(app: FastifyInstance, demo: DemoGateway) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${title}</title></head><body>${body}</body></html>`;

  r.get(
    '/pay/demo/:id',
    {
      schema: {
        tags,
        security: [],
        summary: 'The demo gateway’s page (never in production): pay or cancel a demo payment',
        params: z.object({ id: referenceSchema }),
        response: { 200: z.string(), 404: z.string() },
      },
    },
    async (request, reply) => {
      const payment = await demo.find(request.params.id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment)
        return reply.code(404).send(page('Not found', '<p>No such payment. / এমন কোনো পেমেন্ট নেই।</p>'));
      const action = `${request.params.id}`;
      return page(
        'Demo payment / ডেমো পেমেন্ট',
        `<main><h1>Demo payment / ডেমো পেমেন্ট</h1><p>No money moves: this page stands in for bKash or a card in the demo. / এটি ডেমো: কোনো টাকা কাটা হয় না।</p>
<p>Amount / পরিমাণ: <strong>৳${payment.amount}</strong></p><p>Status / অবস্থা: ${payment.status}</p>
<form method="post" action="${action}"><button name="decision" value="pay" type="submit">Pay ৳${payment.amount} / পরিশোধ করুন</button> <button name="decision" value="cancel" type="submit">Cancel / বাতিল</button></form></main>`,
      );
    },
  );

  r.post(
    '/pay/demo/:id',
    {
      schema: {
        tags,
        security: [],
        summary:
          'The demo gateway’s page answered (never in production): pay or cancel, then back to the API',
        params: z.object({ id: referenceSchema }),
        body: z.object({ decision: z.enum(['pay', 'cancel']) }),
        response: { 303: z.null(), 404: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const back = await demo.decide(request.params.id, request.body.decision);
      if (!back) return reply.code(404).send({ message: 'No such payment.' });
      return reply.redirect(back, 303);
    },
  );
}

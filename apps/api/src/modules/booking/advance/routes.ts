import { idParamsSchema, paymentGatewayKeys } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth';
import { refusalSchema } from '../trips/schemas';
import { payAdvance } from './pay-advance';

const startedSchema = z.object({
  data: z.object({
    redirect_url: z.string().describe("the gateway's payment page: send the passenger's browser there"),
    reference: z.string().describe('our reference of the payment'),
  }),
});

/** The passenger's advance; mounted at /api/v3/user. */
export async function advanceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/trips/:id/advance',
    {
      onRequest: app.requireUser('passenger'),
      // A passenger pays once or twice; a loop starting payments is stopped well before a gateway minds.
      config: { rateLimit: { max: app.config.payments.startsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        summary: 'Pay the advance of the bid holding its driver for you, through the gateway you choose',
        params: idParamsSchema,
        body: z.object({ gateway: z.enum(paymentGatewayKeys) }),
        response: { 200: startedSchema, 404: refusalSchema, 409: refusalSchema, 503: refusalSchema },
      },
    },
    async (request) => ({
      data: await payAdvance(app, {
        passengerId: currentUser(request).id,
        tripId: request.params.id,
        gateway: request.body.gateway,
      }),
    }),
  );
}

import { fareGuidanceQuerySchema, fareGuidanceSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guideFare } from './guide-fare';

/** Mounted at /api/v3: the passenger's request page and the driver's bid screen both ask, no login needed. */
export default async function fareGuidanceRoutes(app: FastifyInstance) {
  // GET /fare-guidance: what trips on this route were booked for lately, or the pricing model's range.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/fare-guidance',
    {
      schema: {
        tags: ['fares'],
        querystring: fareGuidanceQuerySchema,
        response: { 200: z.object({ data: fareGuidanceSchema }) },
      },
    },
    async (request, reply) => {
      const data = await guideFare(app.database.db, request.query, {
        now: app.clock.now(),
        cache: app.fareGuidanceCache,
        pricing: async () => (await app.pricingInputs()).settings,
      });
      // The same minute the API keeps a route's figures for.
      reply.header('cache-control', 'public, max-age=60');
      return { data };
    },
  );
}

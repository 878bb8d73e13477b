import { fareEstimateListSchema, fareEstimateRequestSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { estimateAllCarTypes } from './service';

export default async function fareRoutes(app: FastifyInstance) {
  // POST /fare-estimate: public; the home page's "Get Fare" for every car type at once, no login.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/fare-estimate',
    {
      schema: {
        tags: ['fares'],
        body: fareEstimateRequestSchema,
        response: {
          200: z.object({ data: fareEstimateListSchema }),
        },
      },
    },
    async (request) => ({ data: estimateAllCarTypes(await app.pricingInputs(), request.body) }),
  );
}

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
      // The home page's busiest call: the answer is built field by field in the contract's order
      // (`estimateAllCarTypes`, typed against the schema), so it is written out as it is rather than
      // checked again by zod on every request, which was a fifth of the route's time under load
      // (bench api). fares.test.ts holds it to the schema, byte for byte, for every trip type.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({ data: estimateAllCarTypes(await app.pricingInputs(), request.body) }),
  );
}

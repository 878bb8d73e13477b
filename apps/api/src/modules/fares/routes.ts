import { fareEstimateRequestSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { highDemandSchema } from '../cars/schemas';
import { estimateAllCarTypes } from './service';

const estimateSchema = z.object({
  car_type: z.string(),
  fare: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  road_km: z.number().nullable(),
  insurance_fee: z.number().int(),
  platform_fee: z.number().int(),
});

export default async function fareRoutes(app: FastifyInstance) {
  // POST /fare-estimate: public; the home page's "Get Fare" for every car type at once, no login.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/fare-estimate',
    {
      schema: {
        tags: ['fares'],
        body: fareEstimateRequestSchema,
        response: {
          200: z.object({
            data: z.object({ estimates: z.array(estimateSchema), HighDemand: highDemandSchema }),
          }),
        },
      },
    },
    async (request) => ({ data: await estimateAllCarTypes(app.database.db, request.body) }),
  );
}

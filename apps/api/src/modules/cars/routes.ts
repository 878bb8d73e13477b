import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carsResponseSchema } from './schemas';
import { getCarsWithDemand } from './service';

export default async function carRoutes(app: FastifyInstance) {
  // GET /cars: public, the home page's car types and the high-demand notice.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/cars',
      { schema: { tags: ['cars'], response: { 200: carsResponseSchema } } },
      async (_request, reply) => {
        const data = await getCarsWithDemand(app.database.db);
        reply.header('cache-control', 'public, max-age=60');
        return { data };
      },
    );
}

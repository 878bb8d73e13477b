import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});

export default async function healthRoutes(app: FastifyInstance) {
  // GET /health: answers only when the database does, so a load balancer can rely on it.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } } },
      async (request, reply) => {
        const database = app.database.kind;
        try {
          await app.database.db.execute(sql`select 1`);
          return { status: 'ok' as const, database };
        } catch (err) {
          request.log.error({ err }, 'health check failed');
          return reply.code(503).send({ status: 'unavailable' as const, database });
        }
      },
    );
}

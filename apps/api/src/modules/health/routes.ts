import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './readiness';

const liveSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

const readySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** The checks that failed; empty when ready. */
  failing: z.array(z.enum(['database', 'migrations', 'listeners'])),
  /** Migrations this build has and the database lacks. */
  pendingMigrations: z.array(z.string()),
  /** Channels whose LISTEN connection is lost (being replaced). */
  disconnectedChannels: z.array(z.string()),
});

/**
 * Liveness and readiness (DESIGN.md §13). Live: the process answers (restart it if not). Ready: it can
 * serve correctly now (take it out of the load balancer if not): the database answers, its migrations
 * are this build's, and every LISTEN connection is in place, or it would miss other processes' news.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const live = async () => ({ status: 'ok' as const, database: app.database.kind });

  // GET /health: the same as /health/live, for the scripts and load balancers that poll it.
  r.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness (kept for older probes)',
        response: { 200: liveSchema },
      },
    },
    live,
  );
  r.get(
    '/health/live',
    { schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: liveSchema } } },
    live,
  );
  r.get(
    '/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, migrations and LISTEN connections',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(app.database, request.log);
      const body = { ...readiness, database: app.database.kind };
      return reply.code(readiness.status === 'ok' ? 200 : 503).send(body);
    },
  );
}

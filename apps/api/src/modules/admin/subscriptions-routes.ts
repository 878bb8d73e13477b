import { idParamsSchema } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuse } from '../../lib/errors';
import { driverSubscriptionForConsole, listDriverSubscriptions } from '../subscriptions';
import { listQuerySchema, pageOf, sendPage } from './simple-rest';
import { requireStaff } from './staff-session';

// The Smart Driver subscription in the console (issue 45 §5): drivers with dues, overdue first, and one
// driver's plan, invoices and payments. Finance and admins read it; ops see who is paused and why.

export default async function subscriptionConsoleRoutes(app: FastifyInstance) {
  const staff = requireStaff(app, ['finance', 'ops', 'admin']);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/driver-subscriptions',
    {
      onRequest: staff,
      schema: {
        summary: "Drivers' subscriptions: overdue first, then dues, with each driver's totals",
        tags,
        querystring: listQuerySchema,
      },
    },
    async (request, reply) => {
      const { offset, limit } = pageOf(request.query.range);
      const { rows, total } = await listDriverSubscriptions(app.database.db, {
        offset,
        limit,
        now: app.clock.now(),
      });
      return sendPage(reply, 'driver-subscriptions', rows, offset, total);
    },
  );

  r.get(
    '/driver-subscriptions/:id',
    {
      onRequest: staff,
      schema: { summary: "One driver's subscription standing and invoices", tags, params: idParamsSchema },
    },
    async (request, reply) => {
      const found = await driverSubscriptionForConsole(app.database.db, request.params.id, app.clock.now());
      if (!found) throw refuse('driverNotFound', 404);
      reply.header('cache-control', 'private, no-store');
      return found;
    },
  );
}

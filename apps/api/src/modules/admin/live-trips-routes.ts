import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listLiveTrips } from '../booking';
import { requireStaff } from './staff-session';

/** GET /admin/api/live-trips: the ongoing trips on the staff's live map, incidents first (ops and admins). */
export default async function liveTripsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/live-trips',
    {
      onRequest: requireStaff(app, ['ops', 'admin']),
      schema: {
        tags: ['admin'],
        summary:
          'Every trip a car is driving to or on, with its latest position and any unresolved incident, incidents first; no names or numbers',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listLiveTrips(app.database.db, app.clock.now()) };
    },
  );
}

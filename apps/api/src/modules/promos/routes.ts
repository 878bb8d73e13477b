import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../auth';
import { promoListSchema } from './schemas';
import { listUsablePromos } from './service';

/** The passenger's promos; mounted at /api/v3/user. */
export default async function promoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireUser('passenger');

  // GET /user/promos: promos this passenger may use now; POST /user/accept-bid checks the code again.
  r.get(
    '/promos',
    {
      onRequest,
      schema: { tags: ['promos'], security: [{ bearer: [] }], response: { 200: promoListSchema } },
    },
    async (request) => ({
      data: await listUsablePromos(app.database.db, currentUser(request).id, app.clock.now()),
    }),
  );
}

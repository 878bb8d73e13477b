import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRole } from '../../db/schema/index';
import { unauthorized } from '../../lib/errors';
import { currentUser } from './authenticate';
import { profileSchema } from './schemas';
import { toUserView } from './user-view';
import { findUserById } from './users-repo';

/** GET /profile of the signed-in account; mounted at /user (passenger) and /driver. */
export default async function profileRoutes(app: FastifyInstance, { role }: { role: UserRole }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/profile',
    {
      preHandler: app.requireUser(role),
      schema: { tags: ['profile'], security: [{ bearer: [] }], response: { 200: profileSchema } },
    },
    async (request) => {
      const user = await findUserById(app.database.db, currentUser(request).id);
      // A deleted or disabled account's token is still signed; the session is over all the same.
      if (!user?.isActive) throw unauthorized();
      return { data: toUserView(user) };
    },
  );
}

import { googleLinkViewSchema, messageCatalogue } from '@pothik/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeAccountOf, currentUser, googleLinkOf, refusalSchema, unlinkGoogle } from '../auth';

const linkSchema = z.object({ data: googleLinkViewSchema });
const unlinkedSchema = linkSchema.extend({ message: z.string(), code: z.string() });
const notLinked = { linked: false, email: null, linked_at: null };

/**
 * The passenger's Google sign-in link (DESIGN.md §14), on /profile: whether one is linked, and unlinking
 * it. Linking is the login's (modules/auth: POST /user/google, then the code); after unlinking, Google
 * asks for the mobile and its code again.
 */
export default async function googleLinkRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  const preHandler = app.requireUser('passenger');

  r.get(
    '/profile/google',
    { preHandler, schema: { tags, security, response: { 200: linkSchema, 401: refusalSchema } } },
    async (request) => {
      const user = await activeAccountOf(app.database.db, currentUser(request).id);
      const link = await googleLinkOf(app.database.db, user.id);
      return {
        data: link ? { linked: true, email: link.email, linked_at: link.linkedAt.toISOString() } : notLinked,
      };
    },
  );

  // Answers the same when nothing was linked: the page's state is what the passenger asked for either way.
  r.delete(
    '/profile/google',
    { preHandler, schema: { tags, security, response: { 200: unlinkedSchema, 401: refusalSchema } } },
    async (request) => {
      await unlinkGoogle(app.database.db, currentUser(request).id);
      return { message: messageCatalogue.googleUnlinked.en, code: 'googleUnlinked', data: notLinked };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { googleLinkNotice } from './google-link-notices';
import googleLinkRoutes from './google-link-routes';
import profileRoutes from './routes';

/** The signed-in user's profile and picture; a passenger is told of a Google account linked to their number. */
export default fp(
  async function profile(app: FastifyInstance) {
    app.loginHooks.setGoogleLinkNotice('passenger', googleLinkNotice(app.config.brand.name));
    await app.register(profileRoutes, { prefix: '/api/v3/user', role: 'passenger' });
    await app.register(googleLinkRoutes, { prefix: '/api/v3/user' });
    await app.register(profileRoutes, { prefix: '/api/v3/driver', role: 'driver' });
  },
  { name: 'profile', dependencies: ['auth', 'notifications', 'pictures', 'push'] },
);

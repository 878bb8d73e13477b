import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authenticate from './authenticate';
import { createLoginHooks } from './login-hooks';
import authRoutes from './routes';

/** Auth: the bearer check and its deny-lists every module's routes use, and each role's login routes. */
export default fp(
  async function auth(app: FastifyInstance) {
    await app.register(authenticate);
    const hooks = createLoginHooks();
    app.decorate('loginHooks', hooks);
    await app.register(authRoutes, {
      prefix: '/api/v3/user',
      role: 'passenger',
      ...hooks.routeOptions('passenger'),
    });
    await app.register(authRoutes, {
      prefix: '/api/v3/driver',
      role: 'driver',
      ...hooks.routeOptions('driver'),
    });
  },
  { name: 'auth', dependencies: [] },
);

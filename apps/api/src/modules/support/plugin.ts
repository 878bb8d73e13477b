import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authorTicketRoutes from './author-routes';
import lostItemRoutes from './lost-item-routes';
import publicTicketRoutes from './public-routes';

/** Support tickets (DESIGN.md §18): passengers', drivers' and logged-out tickets, and lost items. */
export default fp(
  async function support(app: FastifyInstance) {
    await app.register(authorTicketRoutes, { prefix: '/api/v3/user', role: 'passenger' });
    await app.register(authorTicketRoutes, { prefix: '/api/v3/driver', role: 'driver' });
    await app.register(lostItemRoutes, { prefix: '/api/v3/driver' });
    await app.register(publicTicketRoutes, { prefix: '/api/v3' });
  },
  {
    name: 'support',
    dependencies: ['auth', 'booking', 'drivers', 'notifications', 'pictures', 'push', 'settings'],
  },
);

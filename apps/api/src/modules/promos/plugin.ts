import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import promoRoutes from './routes';

/** The promo codes a passenger can use. */
export default fp(
  async function promos(app: FastifyInstance) {
    await app.register(promoRoutes, { prefix: '/api/v3/user' });
  },
  { name: 'promos', dependencies: ['auth'] },
);

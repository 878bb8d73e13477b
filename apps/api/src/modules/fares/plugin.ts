import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pricingCache from './pricing-cache';
import fareRoutes from './routes';

/** Fare estimates, from the pricing model kept in memory. */
export default fp(
  async function fares(app: FastifyInstance) {
    await app.register(pricingCache);
    await app.register(fareRoutes, { prefix: '/api/v3' });
  },
  { name: 'fares', dependencies: ['cars', 'settings'] },
);

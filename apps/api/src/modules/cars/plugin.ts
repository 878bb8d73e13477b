import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import carRoutes from './routes';

/** The car types the home page shows, with the high-demand notice. */
export default fp(
  async function cars(app: FastifyInstance) {
    await app.register(carRoutes, { prefix: '/api/v3' });
  },
  { name: 'cars', dependencies: ['settings'] },
);

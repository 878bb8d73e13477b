import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import healthRoutes from './routes';

/** Liveness and readiness. */
export default fp(
  async function health(app: FastifyInstance) {
    await app.register(healthRoutes);
  },
  { name: 'health', dependencies: [] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import leadRoutes from './routes';

/** The lead forms and the trip survey. */
export default fp(
  async function leads(app: FastifyInstance) {
    await app.register(leadRoutes);
  },
  { name: 'leads', dependencies: ['auth', 'booking', 'dev', 'idempotency', 'notifications'] },
);

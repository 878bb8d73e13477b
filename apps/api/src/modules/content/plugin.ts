import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import contentCache from './content-cache';
import contentRoutes from './routes';

/** The web's content (blogs, news, campaigns, pages), answered from memory. */
export default fp(
  async function content(app: FastifyInstance) {
    await app.register(contentCache);
    await app.register(contentRoutes, { prefix: '/web' });
  },
  { name: 'content', dependencies: [] },
);

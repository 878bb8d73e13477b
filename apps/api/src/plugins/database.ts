import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

/** Exposes the opened database to modules and closes it when the app closes. */
export default fp(async function database(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('database', opts.database);
  app.addHook('onClose', async () => {
    await opts.database.close();
  });
});

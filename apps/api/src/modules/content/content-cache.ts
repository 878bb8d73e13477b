import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AnswerCache, createAnswerCache } from '../../lib/answer-cache';
import { listenForContentChanges } from './content-changes';

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: AnswerCache;
  }
}

/**
 * One cache of public content answers per app, shared by the content routes and the console's writes.
 * Another process's change arrives by NOTIFY; a change made here is dropped by the write itself once it
 * commits, because PostgreSQL delivers a NOTIFY to this process's listener some moments after the commit,
 * and the staff member's next look (or the web's refetch) would otherwise get the old answer.
 */
export default fp(
  async function contentCache(app: FastifyInstance) {
    const cache = createAnswerCache({ onLookup: app.metrics.cacheLookups('content') });
    app.decorate('contentCache', cache);
    const stop = await listenForContentChanges(app.database, app.log, () => cache.clear());
    app.addHook('onClose', async () => stop());
  },
  { name: 'content-cache' },
);

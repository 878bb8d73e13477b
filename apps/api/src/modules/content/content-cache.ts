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
 * One cache of public content answers per app, read by the content routes. It is dropped by the one
 * change helper (modules/realtime/changes.ts): here once a console write commits, in other processes
 * by NOTIFY, and after a lost LISTEN connection is replaced.
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

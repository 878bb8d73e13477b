import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheDroppedOnChange } from '../../db/changes/change-cache';
import { type AnswerCache, createAnswerCache } from '../../lib/answer-cache';
import { CONTENT_CHANGED_CHANNEL } from './content-changes';

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: AnswerCache;
  }
}

/**
 * One cache of public content answers per app, read by the content routes, dropped on the content
 * channel (db/changes): here once a console write commits, in other processes by NOTIFY, and after a
 * lost LISTEN connection is replaced.
 */
export default fp(
  async function contentCache(app: FastifyInstance) {
    const cache = await cacheDroppedOnChange(app, {
      name: 'content',
      channel: CONTENT_CHANGED_CHANNEL,
      create: (onLookup) => createAnswerCache({ onLookup }),
    });
    app.decorate('contentCache', cache);
  },
  { name: 'content-cache' },
);

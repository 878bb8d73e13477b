import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheDroppedOnChange } from '../../db/changes/change-cache';
import { type AnswerCache, createAnswerCache } from '../../lib/answer-cache';
import { CONTENT_CHANGED_CHANNEL } from './content-changes';
import { revalidateSiteOnChange } from './site-revalidation';

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: AnswerCache;
  }
}

/**
 * One cache of public content answers per app, read by the content routes, dropped on the content
 * channel (db/changes): here once a console write commits, in every process by NOTIFY (a write by
 * anyone: the content tables' trigger), and after a lost LISTEN connection is replaced. The same
 * changes drop the web processes' cached pages (site-revalidation.ts).
 */
export default fp(
  async function contentCache(app: FastifyInstance) {
    const cache = await cacheDroppedOnChange(app, {
      name: 'content',
      channel: CONTENT_CHANGED_CHANNEL,
      create: (onLookup) => createAnswerCache({ onLookup }),
    });
    app.decorate('contentCache', cache);
    // The web's caches of the same answers: every web process is told which tags a change drops.
    const stopSite = await revalidateSiteOnChange(app);
    app.addHook('onClose', async () => stopSite());
  },
  { name: 'content-cache' },
);

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendAnswer } from '../../lib/answer-cache';
import { refuse } from '../../lib/errors';
import * as repo from './repo';

// DESIGN.md §12: public content, the same for every reader, so one answer per URL is cached and sent
// with an ETag; a browser or CDN may keep it a minute and serve it stale for ten while it revalidates.
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const contentNotFound = (key: 'postNotFound' | 'campaignNotFound' | 'pageNotFound') =>
  refuse(key, 404);

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** What the public content routes share: their document tags, the database and the cached answer. */
export type ContentRouteParts = ReturnType<typeof contentRouteParts>;

export function contentRouteParts(app: FastifyInstance) {
  const cache = app.contentCache;
  const db = () => app.database.db;

  /** Answers from the cache (building on a miss), with ETag and 304 for a browser that has it. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    load: (at: Date) => Promise<unknown>,
  ): Promise<void> {
    const at = app.clock.now();
    const answer = await cache.get(request.url, at.getTime(), async () => {
      const [data, nextChange] = await Promise.all([load(at), repo.findNextChange(db(), at)]);
      return { data, nextChange };
    });
    await sendAnswer(request, reply, answer, CACHE_CONTROL);
  }

  const orNotFound = async <T>(value: Promise<T | undefined>, key: Parameters<typeof contentNotFound>[0]) => {
    const found = await value;
    if (found === undefined) throw contentNotFound(key);
    return found;
  };

  return { tags: ['content'], db, send, orNotFound };
}

import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLoadCache } from './load-cache';

export type CachedAnswer = { body: string; etag: string; expiresAt: number };

// Longest a cached answer lives when nothing says otherwise (DESIGN.md §12: max-age=60).
const MAX_AGE_MS = 60_000;
// An API process answers a few dozen distinct content URLs; a bound keeps odd query strings from
// growing it without end.
const MAX_ENTRIES = 500;

/**
 * Public answers as they go on the wire, per URL: the JSON is built, serialised and hashed once.
 * Entries end at the load's next scheduled change (a post due at 9:00 appears at 9:00), after a
 * minute, or on `clear()` (the owner calls it when any API process announces a change by NOTIFY).
 */
export function createAnswerCache() {
  const cache = createLoadCache<CachedAnswer>({ maxEntries: MAX_ENTRIES });
  return {
    get(
      key: string,
      now: number,
      load: () => Promise<{ data: unknown; nextChange: Date | null }>,
    ): Promise<CachedAnswer> {
      return cache.get(key, now, async () => {
        const { data, nextChange } = await load();
        const body = JSON.stringify({ data });
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const expiresAt = Math.min(now + MAX_AGE_MS, nextChange?.getTime() ?? Number.POSITIVE_INFINITY);
        return { value: { body, etag, expiresAt }, expiresAt };
      });
    },
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * If-None-Match as RFC 9110 compares it for a GET: weakly, against any of a list. A CDN that
 * compresses the answer marks its ETag weak (`W/"…"`), and the browser sends that back.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** Sends a cached answer with its ETag, or 304 to a client that has it already. */
export async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  cacheControl: string,
): Promise<void> {
  reply.header('cache-control', cacheControl).header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    await reply.code(304).send();
    return;
  }
  // Already JSON: Fastify sends a string with a JSON content type as it is.
  await reply.type('application/json; charset=utf-8').send(answer.body);
}

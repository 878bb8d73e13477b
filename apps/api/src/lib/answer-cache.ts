import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
  const entries = new Map<string, CachedAnswer>();
  const loading = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;

  return {
    async get(
      key: string,
      now: number,
      load: () => Promise<{ data: unknown; nextChange: Date | null }>,
    ): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit;
      // Concurrent misses share one load.
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load()
        .then(({ data, nextChange }) => {
          const body = JSON.stringify({ data });
          const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
          const expiresAt = Math.min(now + MAX_AGE_MS, nextChange?.getTime() ?? Number.POSITIVE_INFINITY);
          const answer = { body, etag, expiresAt };
          // A change announced while this loaded may not be in it: answer with it, but do not keep it.
          if (started === generation) {
            if (entries.size >= MAX_ENTRIES) entries.clear();
            entries.set(key, answer);
          }
          return answer;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
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

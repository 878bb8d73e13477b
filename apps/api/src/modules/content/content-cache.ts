import { createHash } from 'node:crypto';

export type CachedAnswer = { body: string; etag: string; expiresAt: number };

// Longest a cached answer lives when nothing says otherwise (DESIGN.md §12: max-age=60).
const MAX_AGE_MS = 60_000;
// An API process answers a few dozen distinct content URLs; a bound keeps odd query strings from
// growing it without end.
const MAX_ENTRIES = 500;

/**
 * Published content as it goes on the wire, per URL: the JSON is built, serialised and hashed once.
 * Entries end at the next scheduled change (a post due at 9:00 appears at 9:00), after a minute, or
 * when any API process announces a change (`NOTIFY content_changed`).
 */
export function createContentCache() {
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

export type ContentCache = ReturnType<typeof createContentCache>;

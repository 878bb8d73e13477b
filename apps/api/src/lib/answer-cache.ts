import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { createLoadCache } from './load-cache';

/**
 * An answer as it goes on the wire: UTF-8, and gzipped once when that is worth it (a page of campaigns
 * is 20 KB of mostly Bangla, 3 bytes a letter), so a request costs a write and no encoding.
 */
export type CachedAnswer = {
  body: Buffer;
  etag: string;
  gzip: { body: Buffer; etag: string } | null;
  expiresAt: number;
};

// Below this an answer fits a packet or two either way, and a gzip header is not worth sending.
const GZIP_MIN_BYTES = 1024;

// Longest a cached answer lives when nothing says otherwise (DESIGN.md §12: max-age=60).
const MAX_AGE_MS = 60_000;
// An API process answers a few dozen distinct content URLs; a bound keeps odd query strings from
// growing it without end.
const MAX_ENTRIES = 500;

/** `answer` (the JSON a route's schema would send) serialised, hashed and, when worth it, gzipped. */
export function toCachedAnswer(answer: unknown, expiresAt: number): CachedAnswer {
  const body = Buffer.from(JSON.stringify(answer));
  const hash = createHash('sha1').update(body).digest('base64url');
  // Its own ETag: a cache must not answer a client that cannot gunzip with the gzipped bytes.
  const gzip = body.length >= GZIP_MIN_BYTES ? { body: gzipSync(body), etag: `"${hash}-gzip"` } : null;
  return { body, etag: `"${hash}"`, gzip, expiresAt };
}

/**
 * Public answers as they go on the wire, per URL: the JSON is built, serialised and hashed once.
 * Entries end at the load's next scheduled change (a post due at 9:00 appears at 9:00), after a
 * minute, or on `clear()` (the owner calls it when any API process announces a change by NOTIFY).
 */
export function createAnswerCache({ onLookup }: { onLookup?: (hit: boolean) => void } = {}) {
  const cache = createLoadCache<CachedAnswer>({ maxEntries: MAX_ENTRIES, onLookup });
  return {
    get(
      key: string,
      now: number,
      load: () => Promise<{ data: unknown; nextChange: Date | null }>,
    ): Promise<CachedAnswer> {
      return cache.get(key, now, async () => {
        const { data, nextChange } = await load();
        const expiresAt = Math.min(now + MAX_AGE_MS, nextChange?.getTime() ?? Number.POSITIVE_INFINITY);
        return { value: toCachedAnswer({ data }, expiresAt), expiresAt };
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
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const gzip = answer.gzip && acceptsGzip(request.headers['accept-encoding']) ? answer.gzip : null;
  const etag = gzip?.etag ?? answer.etag;
  reply.header('cache-control', cacheControl).header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return;
  }
  if (gzip) reply.header('content-encoding', 'gzip');
  // Already JSON: Fastify sends a buffer as it is, under the type set here.
  await reply.type('application/json; charset=utf-8').send(gzip?.body ?? answer.body);
}

/** `Accept-Encoding` takes gzip (named, as its alias x-gzip, or by `*`) and does not refuse it with `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  const accept = header?.replace(/\bx-gzip\b/gi, 'gzip');
  return new Negotiator({ headers: { 'accept-encoding': accept } }).encodings(['gzip']).length > 0;
}

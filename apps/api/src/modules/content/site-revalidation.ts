import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blogPostCacheTag, contentCacheTags as tag } from '@pothik/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { type ContentChange, listenForContentChanges } from './content-changes';
import type { ContentKind } from './content-tables';

const TIMEOUT_MS = 3000;
/**
 * Changes heard within this long go to the web in one call: a write's own announcement (at commit) and
 * its trigger's NOTIFY (moments later), or the many rows of one purge.
 */
export const REVALIDATION_BATCH_MS = 50;
/** A batch naming more tags than this (a purge of many posts) drops everything instead. */
export const MAX_TAGS_PER_CALL = 100;
/** The tag of every content answer the web caches: a change of unknown extent drops it. */
export const ALL_CONTENT_TAG = tag.all;

// The web's cache tags of each kind's answers (apps/web/src/features/content/api/content-queries.ts).
const webTagsOfKind: Record<ContentKind, readonly string[]> = {
  blogCategory: [tag.blogs],
  blog: [tag.blogs],
  blogPlace: [tag.blogs],
  newsroom: [tag.news],
  offerCategory: [tag.offers],
  // A campaign's FAQ is answered only while the campaign is public.
  offer: [tag.offers, tag.faq],
  faq: [tag.faq],
  // The popup is fetched by the browser, not cached by the web.
  popup: [],
  testimonial: [tag.testimonials],
  boardMember: [tag.board],
  tutorial: [tag.tutorials],
  page: [tag.pages],
};

/**
 * The web's cache tags a content change drops: a post's own tag and its lists (`content:blog:<slug>`,
 * `content:blogs`), a kind's lists for the other kinds, and everything (`content`) for a change whose
 * kind is unknown (an empty payload, a lost LISTEN connection).
 */
export function webTagsOf(change: ContentChange): string[] {
  const tags = Object.hasOwn(webTagsOfKind, change.kind)
    ? webTagsOfKind[change.kind as ContentKind]
    : undefined;
  if (!tags) return [ALL_CONTENT_TAG];
  return change.kind === 'blog' && change.slug ? [...tags, blogPostCacheTag(change.slug)] : [...tags];
}

/** Every address a host name has now (the system's resolver: /etc/hosts, DNS with its search domains). */
export type LookupAll = (host: string) => Promise<string[]>;

const lookupAll: LookupAll = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Asks every web process to drop its cached content answers under `tags`, so the next visit to any of
 * them shows the change: each Next.js process keeps a cache of its own, and a load
 * balancer would hand one request to one process only (docs/decisions/0010). With `eachAddress`, each
 * URL's host name is looked up at every revalidation and each of its addresses asked: a Kubernetes
 * headless Service's name answers with every ready web pod's, however many there are now. Best
 * effort: a web that is down or slow is logged, and its one-minute revalidation catches up.
 */
export async function revalidateSite(
  target: Config['siteRevalidation'],
  log: FastifyBaseLogger,
  lookupAddresses: LookupAll = lookupAll,
  tags: readonly string[] = [ALL_CONTENT_TAG],
) {
  if (!target || tags.length === 0) return;
  const urls = target.eachAddress
    ? (await Promise.all(target.urls.map((url) => urlPerAddress(url, lookupAddresses, log)))).flat()
    : target.urls;
  await Promise.all(urls.map((url) => revalidateOne(url, target.secret, tags, log)));
}

async function urlPerAddress(url: string, lookupAddresses: LookupAll, log: FastifyBaseLogger) {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0) return [url];
  let addresses: string[];
  try {
    addresses = [...new Set(await lookupAddresses(host))];
  } catch (err) {
    log.warn({ err, url }, 'the web processes could not be looked up to revalidate content');
    return [];
  }
  return addresses.map((address) => {
    const one = new URL(url);
    one.hostname = isIP(address) === 6 ? `[${address}]` : address;
    return one.toString();
  });
}

async function revalidateOne(url: string, secret: string, tags: readonly string[], log: FastifyBaseLogger) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) log.warn({ status: res.status, url }, 'the web refused the content revalidation');
  } catch (err) {
    log.warn({ err, url }, 'the web could not be asked to revalidate content');
  }
}

/**
 * Keeps every web process's content cache in step with the database: each content change heard on
 * content_changed (a console save, the seed, a script, psql or the demo purge: the tables' trigger
 * announces every write) drops the web's tags for it, gathered over REVALIDATION_BATCH_MS into one call
 * to each web process; a lost LISTEN connection drops everything. Every API process hears every change
 * and calls every web process (revalidating is idempotent); each drops its own cached answers on the
 * same notification (content-cache.ts). Returns the stop function.
 */
export async function revalidateSiteOnChange(app: FastifyInstance): Promise<() => Promise<void>> {
  const target = app.config.siteRevalidation;
  if (!target) return async () => {};
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> = Promise.resolve();
  const flush = () => {
    timer = undefined;
    const tags =
      pending.has(ALL_CONTENT_TAG) || pending.size > MAX_TAGS_PER_CALL ? [ALL_CONTENT_TAG] : [...pending];
    pending.clear();
    inFlight = inFlight.then(() => revalidateSite(target, app.log, lookupAll, tags));
  };
  const heard = (tags: readonly string[]) => {
    for (const tag of tags) pending.add(tag);
    timer ??= setTimeout(flush, REVALIDATION_BATCH_MS);
  };
  const stop = await listenForContentChanges(
    app.database,
    app.log,
    (change) => heard(webTagsOf(change)),
    () => heard([ALL_CONTENT_TAG]),
  );
  return async () => {
    await stop();
    if (timer) {
      clearTimeout(timer);
      flush();
    }
    await inFlight;
  };
}

import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

const TIMEOUT_MS = 3000;

/** Every address a host name has now (the system's resolver: /etc/hosts, DNS with its search domains). */
export type LookupAll = (host: string) => Promise<string[]>;

const lookupAll: LookupAll = async (host) => (await lookup(host, { all: true })).map((a) => a.address);

/**
 * Asks every web process to drop its cached content pages once a console change has committed, so the
 * next visit to any of them shows it: each Next.js process keeps a cache of its own, and a load
 * balancer would hand one request to one process only (docs/decisions/0010). With `eachAddress`, each
 * URL's host name is looked up at every revalidation and each of its addresses asked: a Kubernetes
 * headless Service's name answers with every ready web pod's, however many there are now. Best
 * effort: a web that is down or slow is logged, and its one-minute revalidation catches up; the staff
 * member's save never fails for it. The caller drops this API process's own cached answers first
 * (content-cache.ts), and the others drop theirs on the same commit's NOTIFY, so the web's refetch gets
 * the new answer.
 */
export async function revalidateSite(
  target: Config['siteRevalidation'],
  log: FastifyBaseLogger,
  lookupAddresses: LookupAll = lookupAll,
) {
  if (!target) return;
  const urls = target.eachAddress
    ? (await Promise.all(target.urls.map((url) => urlPerAddress(url, lookupAddresses, log)))).flat()
    : target.urls;
  await Promise.all(urls.map((url) => revalidateOne(url, target.secret, log)));
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

async function revalidateOne(url: string, secret: string, log: FastifyBaseLogger) {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['content'] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) log.warn({ status: res.status, url }, 'the web refused the content revalidation');
  } catch (err) {
    log.warn({ err, url }, 'the web could not be asked to revalidate content');
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

const TIMEOUT_MS = 3000;

/**
 * Asks every web process to drop its cached content pages once a console change has committed, so the
 * next visit to any of them shows it: each Next.js process keeps a cache of its own, and a load
 * balancer would hand one request to one process only (docs/decisions/0010). Best effort: a web that is
 * down or slow is logged, and its one-minute revalidation catches up; the staff member's save never
 * fails for it. The caller drops this API process's own cached answers first (content-cache.ts), and the
 * others drop theirs on the same commit's NOTIFY, so the web's refetch gets the new answer.
 */
export async function revalidateSite(target: Config['siteRevalidation'], log: FastifyBaseLogger) {
  if (!target) return;
  await Promise.all(target.urls.map((url) => revalidateOne(url, target.secret, log)));
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

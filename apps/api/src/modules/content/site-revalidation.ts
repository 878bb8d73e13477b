import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

const TIMEOUT_MS = 3000;

/**
 * Asks the web to drop its cached content pages once a console change has committed, so the next
 * visit shows it. Best effort: a web that is down or slow is logged, and its one-minute revalidation
 * catches up; the staff member's save never fails for it. The caller drops this API process's own
 * cached answers first (content-cache.ts), so the web's refetch gets the new answer.
 */
export async function revalidateSite(target: Config['siteRevalidation'], log: FastifyBaseLogger) {
  if (!target) return;
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['content'] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok)
      log.warn({ status: res.status, url: target.url }, 'the web refused the content revalidation');
  } catch (err) {
    log.warn({ err, url: target.url }, 'the web could not be asked to revalidate content');
  }
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuse } from '../../lib/errors';
import { pictureFamilyOf } from '../../lib/picture';
import { consumeAllowance, isProfilePicture } from '../auth';
import { isContentPicture } from '../content';

// Uploaded pictures across the modules that show them (profile pictures, console content): how many an
// account may upload, and removing the files of one no row shows any more.

/**
 * Counts one upload for `account` (`user:12`, `staff:3`) in this hour, in the database so every API
 * process shares the count; past `limitPerHour`, 429 with Retry-After.
 */
export async function consumeUploadAllowance(
  app: FastifyInstance,
  reply: FastifyReply,
  account: string,
  limitPerHour: number,
) {
  const verdict = await consumeAllowance(app.database.db, {
    scope: 'picture-upload',
    key: account,
    limit: limitPerHour,
    now: app.clock.now(),
  });
  if (verdict.allowed) return;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  throw refuse('tooManyRequests', 429);
}

/**
 * Removes from storage, every width of it, each picture of `urls` that no profile or content row shows
 * any more. Call it once the transaction that replaced or deleted the rows has committed. Addresses the
 * storage does not own (the built-in pictures under /images, an outside https address) are left alone;
 * a failure is logged, not thrown: the change stands, and a left-over file harms no one.
 */
export async function releasePictures(app: FastifyInstance, urls: (string | null | undefined)[]) {
  const stems = new Map<string, string[]>();
  for (const url of urls) {
    const key = url ? app.storage.keyOf(url) : null;
    const family = key ? pictureFamilyOf(key) : null;
    if (family) stems.set(family.stem, family.keys);
  }
  const db = app.database.db;
  for (const [stem, keys] of stems) {
    try {
      if ((await isProfilePicture(db, stem)) || (await isContentPicture(db, stem))) continue;
      await Promise.all(keys.map((key) => app.storage.delete(key)));
    } catch (err) {
      app.log.warn({ err, stem }, 'a replaced picture could not be removed from storage');
    }
  }
}

import { announceChange } from '../../db/changes/changes';
import type { DbOrTx } from '../../db/client';

/** The channel on which a change of published content is announced (content-cache.ts listens). */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * Tells every API process on the database that published content changed: in a transaction opened by
 * `inTransaction`, this process hears it once that commits and the others by NOTIFY at commit.
 */
export async function announceContentChange(db: DbOrTx) {
  await announceChange(db, CONTENT_CHANGED_CHANNEL);
}

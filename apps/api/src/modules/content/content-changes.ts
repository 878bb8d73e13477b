import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { announceChange, listenForChanges } from '../realtime/changes';

const CONTENT_CHANGED_CHANNEL = 'content_changed';

/**
 * Tells every API process on the database that published content changed: in a transaction opened by
 * `inTransaction`, this process hears it once that commits and the others by NOTIFY at commit.
 */
export async function announceContentChange(db: DbOrTx) {
  await announceChange(db, CONTENT_CHANGED_CHANNEL);
}

/**
 * Calls `onChange` whenever any process (this one included) announces a change, and after a lost
 * LISTEN connection is replaced (an announcement may have been missed meanwhile). Returns the stop
 * function.
 */
export function listenForContentChanges(database: Database, log: FastifyBaseLogger, onChange: () => void) {
  return listenForChanges(database, log, {
    channel: CONTENT_CHANGED_CHANNEL,
    onChange,
    onMissed: onChange,
  });
}

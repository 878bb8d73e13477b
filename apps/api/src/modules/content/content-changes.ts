import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { listenOnChannel } from '../realtime/listen-on-channel';

const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** Tells every API process on the database that published content changed (sent at commit). */
export async function announceContentChange(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, '')`);
}

/**
 * Calls `onChange` whenever any process announces a change, and after a lost LISTEN connection is
 * replaced (an announcement may have been missed meanwhile). Returns the stop function.
 */
export function listenForContentChanges(database: Database, log: FastifyBaseLogger, onChange: () => void) {
  return listenOnChannel(database, log, {
    channel: CONTENT_CHANGED_CHANNEL,
    applicationName: 'pothik-content-listener',
    onPayload: onChange,
    onReconnect: onChange,
  });
}

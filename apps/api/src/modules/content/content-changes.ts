import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { PgListener } from '../realtime/pg-listener';

const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** Tells every API process on the database that published content changed (sent at commit). */
export async function announceContentChange(db: DbOrTx) {
  await db.execute(sql`select pg_notify(${CONTENT_CHANGED_CHANNEL}, '')`);
}

/**
 * Calls `onChange` whenever any process announces a change, and after a lost LISTEN connection is
 * replaced (an announcement may have been missed meanwhile). Returns the stop function.
 */
export async function listenForContentChanges(
  database: Database,
  log: FastifyBaseLogger,
  onChange: () => void,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await pglite.listen(CONTENT_CHANGED_CHANNEL, onChange);
    return async () => {
      if (!pglite.closed) await unlisten().catch(() => {});
    };
  }
  if (!database.pool) throw new Error('content: the database has neither PGlite nor a pool');
  const listener = new PgListener({
    connection: database.pool.options,
    channel: CONTENT_CHANGED_CHANNEL,
    applicationName: 'pothik-content-listener',
    onPayload: onChange,
    onReconnect: onChange,
    log,
  });
  await listener.start();
  return () => listener.close();
}

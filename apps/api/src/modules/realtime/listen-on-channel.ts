import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { PgListener } from './pg-listener';

/**
 * Calls `onPayload` for each NOTIFY on `channel` from any process on the database, and `onReconnect`
 * after a lost LISTEN connection is replaced (a notification may have been missed meanwhile).
 * PGlite delivers in-process; PostgreSQL through a dedicated connection. Returns the stop function.
 */
export async function listenOnChannel(
  database: Database,
  log: FastifyBaseLogger,
  {
    channel,
    onPayload,
    onReconnect,
    applicationName,
  }: {
    channel: string;
    onPayload: (payload: string) => void;
    onReconnect: () => void;
    applicationName: string;
  },
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await pglite.listen(channel, onPayload);
    return async () => {
      if (!pglite.closed) await unlisten().catch(() => {});
    };
  }
  if (!database.pool) throw new Error(`${channel}: the database has neither PGlite nor a pool`);
  const listener = new PgListener({
    connection: database.pool.options,
    channel,
    applicationName,
    onPayload,
    onReconnect,
    log,
  });
  await listener.start();
  const untrack = trackListener(database, listener);
  return () => {
    untrack();
    return listener.close();
  };
}

const listeners = new WeakMap<Database, Set<PgListener>>();

/** Counts `listener` among the database's LISTEN connections that readiness checks, until untracked. */
export function trackListener(database: Database, listener: PgListener): () => void {
  let set = listeners.get(database);
  if (!set) {
    set = new Set();
    listeners.set(database, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * The channels whose LISTEN connection is lost at the moment (being replaced with backoff): a process
 * with one misses announcements (a logout, a content change, trip events). Always none on PGlite, whose
 * notifications are in process.
 */
export function disconnectedChannels(database: Database): string[] {
  return [...(listeners.get(database) ?? [])].filter((l) => !l.connected).map((l) => l.channel);
}

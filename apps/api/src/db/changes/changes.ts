import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, DbOrTx, Tx } from '../client';
import { listenOnChannel } from './listen-on-channel';

/**
 * The one change path of the API (DESIGN.md §13): how a cache learns that what it holds changed, and
 * how trip events reach every process. A writer announces
 * the change inside its transaction (a NOTIFY, sent by PostgreSQL at commit to every API process);
 * this process's own listeners are called once that transaction has committed, before the writer
 * answers, because its NOTIFY comes back to this process's LISTEN connection some moments later and
 * the writer's next read would meanwhile get the old answer. A listener is also called on a NOTIFY
 * from any other process, and told `missed` after a lost LISTEN connection is replaced (announcements
 * may have been lost meanwhile: drop everything, or reload by merging).
 */
export type ChangeHandlers = {
  /** A change announced with this payload, here (after its commit) or by any process (its NOTIFY). */
  onChange: (payload: string) => void;
  /**
   * The LISTEN connection was lost and replaced: announcements sent meanwhile are gone. Drop or reload
   * what depends on them; the process is not ready (readiness answers 503) until the promise resolves.
   */
  onMissed: () => void | Promise<void>;
};

type Announced = { channel: string; payload: string };

// This process's listeners, per database handle (two test apps may share one) and channel.
const localListeners = new WeakMap<Db, Map<string, Set<ChangeHandlers>>>();
// The transactions opened by `inTransaction`, with the root handle and the changes they announce.
const openTransactions = new WeakMap<object, { root: Db; announced: Announced[] }>();

function deliverHere(root: Db, announced: readonly Announced[]) {
  const channels = localListeners.get(root);
  if (!channels) return;
  for (const { channel, payload } of announced) {
    for (const handlers of channels.get(channel) ?? []) handlers.onChange(payload);
  }
}

/**
 * `db.transaction(work)` that may announce changes: this process's listeners hear them once it has
 * committed (never if it rolls back). Called with an open transaction, it runs `work` in a savepoint
 * whose announcements wait for the outer commit.
 */
export async function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = openTransactions.get(db);
  if (outer) {
    return db.transaction(async (tx) => {
      openTransactions.set(tx, outer);
      return work(tx);
    });
  }
  const open = { root: db as Db, announced: [] as Announced[] };
  const result = await db.transaction(async (tx) => {
    openTransactions.set(tx, open);
    return work(tx);
  });
  deliverHere(open.root, open.announced);
  return result;
}

/**
 * Announces a change on `channel` from inside the writing transaction (opened by `inTransaction`), or on
 * its own when `db` is the database itself. The payload is public to anyone who can LISTEN: ids, never
 * personal data.
 */
export async function announceChange(db: DbOrTx, channel: string, payload = ''): Promise<void> {
  const open = openTransactions.get(db);
  // A transaction of drizzle's own would commit without telling this process's listeners.
  if (!open && 'rollback' in db) {
    throw new Error(`announceChange(${channel}): open the transaction with inTransaction()`);
  }
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  if (open) open.announced.push({ channel, payload });
  else deliverHere(db as Db, [{ channel, payload }]);
}

/**
 * Sends `payloads` on `channel` after the writes they tell of have committed, in order and in one
 * statement (one round trip), to every API process on the database, this one included: each hears them
 * by its LISTEN only, never at once as `announceChange`'s listeners do, so a listener hears each once.
 * PostgreSQL drops a repeated identical payload within a transaction; ids-only payloads lose nothing by
 * it (the receiver reads the rows anyway).
 */
export async function broadcastChanges(database: Database, channel: string, payloads: readonly string[]) {
  if (!database.pool) return broadcastChangesAtCommit(database.db, channel, payloads);
  if (payloads.length === 0) return;
  // The pool's own prepared statement: positions send up to one a turn of the event loop, and drizzle's
  // building and tracing of each cost the sending process more than the database's work did.
  await database.pool.query({
    name: 'pothik_broadcast_changes',
    text: NOTIFY_IN_ORDER,
    values: [channel, JSON.stringify(payloads)],
  });
}

const NOTIFY_IN_ORDER = `select pg_notify($1, e.payload)
  from json_array_elements_text($2::json) with ordinality as e(payload, n)
  order by e.n`;

/**
 * `broadcastChanges` from inside a transaction: PostgreSQL sends them when it commits (never if it rolls
 * back), to every API process on the database, this one included, each by its LISTEN only.
 */
export async function broadcastChangesAtCommit(tx: DbOrTx, channel: string, payloads: readonly string[]) {
  if (payloads.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${channel}, e.payload)
        from json_array_elements_text(${JSON.stringify(payloads)}::json) with ordinality as e(payload, n)
        order by e.n`,
  );
}

/**
 * Calls `handlers` for every change announced on `channel`, here and in every other API process on the
 * database, and after a lost LISTEN connection is replaced. Every channel of a process shares its one
 * LISTEN connection. Returns the stop function.
 */
export async function listenForChanges(
  database: Database,
  log: FastifyBaseLogger,
  { channel, ...handlers }: ChangeHandlers & { channel: string },
): Promise<() => Promise<void>> {
  let channels = localListeners.get(database.db);
  if (!channels) {
    channels = new Map();
    localListeners.set(database.db, channels);
  }
  let set = channels.get(channel);
  const own = { ...handlers };
  if (set) {
    set.add(own);
  } else {
    const listeners = new Set<ChangeHandlers>([own]);
    set = listeners;
    channels.set(channel, listeners);
    try {
      const stop = await listenOnChannel(database, log, {
        channel,
        onPayload: (payload) => {
          for (const h of listeners) h.onChange(payload);
        },
        onReconnect: async () => {
          await Promise.all([...listeners].map(async (h) => h.onMissed()));
        },
      });
      connections.set(listeners, stop);
    } catch (err) {
      channels.delete(channel);
      throw err;
    }
  }
  const listeners = set;
  return async () => {
    listeners.delete(own);
    if (listeners.size > 0) return;
    if (channels.get(channel) === listeners) channels.delete(channel);
    await connections.get(listeners)?.();
  };
}

// The stop function of each channel's LISTEN, per set of listeners sharing it.
const connections = new WeakMap<Set<ChangeHandlers>, () => Promise<void>>();

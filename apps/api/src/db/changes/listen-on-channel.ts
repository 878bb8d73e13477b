import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client';
import { LISTENER_APPLICATION_NAME, PgListener } from './pg-listener';

type Registration = {
  onPayload: (payload: string) => void;
  onReconnect: () => void | Promise<void>;
};
type Shared = {
  listener: PgListener;
  started: Promise<void>;
  byChannel: Map<string, Set<Registration>>;
};

// Each database handle's one LISTEN connection (PostgreSQL), shared by all its channels.
const shared = new WeakMap<Database, Shared>();

/**
 * Calls `onPayload` for each NOTIFY on `channel` from any process on the database, and `onReconnect`
 * after a lost LISTEN connection is replaced (a notification may have been missed meanwhile: reload,
 * and resolve when done; readiness fails until every channel's reload has). PGlite delivers in
 * process; PostgreSQL through one connection per database handle (per process) for every channel.
 * Returns the stop function.
 */
export async function listenOnChannel(
  database: Database,
  log: FastifyBaseLogger,
  { channel, onPayload, onReconnect }: Registration & { channel: string },
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const pglite = database.pglite;
    const unlisten = await pglite.listen(channel, onPayload);
    return async () => {
      if (!pglite.closed) await unlisten().catch(() => {});
    };
  }
  const entry = await sharedListener(database, log);
  const registration = { onPayload, onReconnect };
  let set = entry.byChannel.get(channel);
  if (!set) {
    set = new Set();
    entry.byChannel.set(channel, set);
  }
  set.add(registration);
  try {
    await entry.listener.listen(channel);
  } catch (err) {
    await stop();
    throw err;
  }
  const listeners = set;
  async function stop() {
    listeners.delete(registration);
    if (listeners.size > 0) return;
    entry.byChannel.delete(channel);
    await entry.listener.unlisten(channel);
    if (entry.byChannel.size > 0 || shared.get(database) !== entry) return;
    shared.delete(database);
    await entry.listener.close();
  }
  return stop;
}

async function sharedListener(database: Database, log: FastifyBaseLogger): Promise<Shared> {
  const existing = shared.get(database);
  if (existing) {
    await existing.started;
    return existing;
  }
  const pool = database.pool;
  if (!pool) throw new Error('LISTEN: the database has neither PGlite nor a pool');
  const byChannel = new Map<string, Set<Registration>>();
  const listener = new PgListener({
    connection: pool.options,
    heartbeatMs: database.listenHeartbeatMs,
    onPayload: (channel, payload) => {
      for (const registration of byChannel.get(channel) ?? []) registration.onPayload(payload);
    },
    onReconnect: async () => {
      const registrations = [...byChannel.values()].flatMap((set) => [...set]);
      const outcomes = await Promise.allSettled(registrations.map(async (r) => r.onReconnect()));
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      if (failed) throw failed.reason;
    },
    log,
  });
  const entry: Shared = { listener, byChannel, started: listener.start() };
  shared.set(database, entry);
  try {
    await entry.started;
  } catch (err) {
    shared.delete(database);
    throw err;
  }
  return entry;
}

/**
 * The channels this process cannot hear at the moment: all of them while its LISTEN connection is
 * lost (being replaced with backoff) or what it missed is being reloaded; a process with any misses
 * announcements (a logout, a content change, trip events). Always none on PGlite, whose notifications
 * are in process.
 */
export function disconnectedChannels(database: Database): string[] {
  const entry = shared.get(database);
  if (!entry || entry.listener.ready) return [];
  return entry.listener.channels;
}

/**
 * How many other processes' LISTEN connections are on this database now (pg_stat_activity names each
 * LISTENER_APPLICATION_NAME); undefined when it cannot be told: PGlite, or this process's own LISTEN
 * connection not ready (its pid is what tells it apart from the others).
 */
export async function countOtherListeners(database: Database): Promise<number | undefined> {
  const ownPid = shared.get(database)?.listener.backendPid;
  if (!database.pool || ownPid === undefined) return undefined;
  const { rows } = await database.pool.query<{ n: number }>({
    name: 'pothik_count_other_listeners',
    text: `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = $1 and pid <> $2`,
    values: [LISTENER_APPLICATION_NAME, ownPid],
  });
  return rows[0]?.n;
}

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { migrateDatabase } from './migrate';
import { type QueryListener, queryTimings, timedPgClient, timedPglite } from './query-timing';
import * as schema from './schema/index';
import { type PgliteHandle, ThreadedPglite } from './threaded-pglite';

/**
 * Connections an API process holds on PostgreSQL: this pool, and one more that LISTENs for every
 * channel (db/changes/pg-listener.ts). docs/deploy.md sizes max_connections by it.
 */
export const POOL_SIZE = 10;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: repositories accept `Db | Tx` so services can compose them in one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite handle itself (its thread LISTENs in process). */
  pglite?: PgliteHandle;
  pool?: pg.Pool;
  /** PostgreSQL: how often the LISTEN connection's heartbeat goes out (its default unless a test says). */
  listenHeartbeatMs?: number;
  /** Calls `listener` with each statement's duration in milliseconds (the metrics plugin's histogram). */
  onQuery: (listener: QueryListener) => () => void;
  close: () => Promise<void>;
};

/**
 * Opens the database; `migrate` (the default, and every start outside production) applies pending
 * migrations first. Production leaves them to `npm run migrate` and refuses to start while any is pending.
 */
export async function openDatabase(
  config: Config['database'],
  {
    migrate = true,
    loadDataDir,
  }: {
    migrate?: boolean;
    /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (the tests' template). */
    loadDataDir?: Blob;
  } = {},
): Promise<Database> {
  const database = await connect(config, loadDataDir);
  if (migrate) {
    try {
      await migrateDatabase(database);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}

async function connect(config: Config['database'], loadDataDir?: Blob): Promise<Database> {
  const timings = queryTimings();
  if (config.kind === 'pglite') {
    // PGlite creates its own folder but not the ones above it (./data on a fresh clone).
    if (config.dataDir) {
      mkdirSync(config.dataDir, { recursive: true });
      await initDataDirApart(config.dataDir);
    }
    // Loaded here, not at the top: production runs on PostgreSQL and its image has no PGlite.
    const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
    // On a thread of its own: a statement no longer holds the sockets up (docs/decisions/0027).
    const client = await ThreadedPglite.open({
      dataDir: config.dataDir,
      loadDataDir,
      // PostgreSQL's default 128 MB of buffers would become resident in this process as pages are
      // read; the embedded database's data fits in a few MB, and the OS caches its files anyway (8 MB,
      // not 16: the thread's own 10 MB, within npm start's 400; docs/decisions/0027).
      extraStartParams: ['-c', 'shared_buffers=8MB'],
    });
    const db = drizzlePglite({ client: timedPglite(client, timings.record), schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite: client,
      onQuery: timings.onQuery,
      close: () => client.close(),
    };
  }
  // TCP keepalive: a connection a NAT or firewall dropped silently errors in minutes, not when next used.
  const pool = new pg.Pool({
    connectionString: config.url,
    max: POOL_SIZE,
    keepAlive: true,
    Client: timedPgClient(timings.record),
  });
  // An idle connection can die under us (server restart, failover, a dropped test database); without a
  // listener node-postgres turns that into an uncaught exception. The pool replaces the connection.
  let isClosing = false;
  pool.on('error', (err) => {
    if (!isClosing) console.error('PostgreSQL idle connection error', err);
  });
  const db = drizzlePg({ client: pool, schema });
  const close = async () => {
    isClosing = true;
    await pool.end();
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    pool,
    listenHeartbeatMs: config.listenHeartbeatMs,
    onQuery: timings.onQuery,
    close,
  };
}

/**
 * A new data folder gets its initdb in a short-lived child process: PGlite runs initdb in a second
 * WebAssembly instance whose memory would otherwise stay with this process (a first `npm start`
 * held about 300 MB more than every later one).
 */
async function initDataDirApart(dataDir: string) {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import(${JSON.stringify(import.meta.resolve('@electric-sql/pglite'))});
await (await PGlite.create(${JSON.stringify(dataDir)})).close();`;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb of ${dataDir} failed (exit code ${code})`)),
    );
  });
}

import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { migrationsFolder as defaultFolder } from '../lib/paths';
import { pgErrorOf } from '../lib/pg-error';
import type { Database } from './client';
import { pendingMigrations } from './pending-migrations';

// `npm run migrate` (production) and every start outside production apply the migrations here, not with
// drizzle's migrator: that one runs all pending migrations in one transaction, where
// `CREATE INDEX CONCURRENTLY` is impossible. Each migration runs in a transaction of its own, unless
// its file begins with OUTSIDE_TRANSACTION (db/pending-migrations.ts, docs/migrations.md): then each of
// its statements runs on its own. What is applied is recorded in drizzle's own table, and what is
// pending is decided by drizzle's rule, so databases migrated before carry on.

// An arbitrary constant: whoever migrates a PostgreSQL database takes this lock first.
const MIGRATION_LOCK_ID = 727_001;
const LOCK_POLL_MS = 200;
// SQLSTATE of a lock not granted within lock_timeout.
const LOCK_NOT_AVAILABLE = '55P03';
const STATEMENT_TIMED_OUT = '57014';

export type MigrateOptions = {
  folder?: string;
  /**
   * How long a migration's statement waits for a lock before the migration gives up and is tried
   * again. A waiting ALTER TABLE queues every later query on the table behind it: without a limit, one
   * long-running query would stop the site for as long as it runs.
   */
  lockTimeoutMs?: number;
  /** How long one statement of a migration may run: one holding a table's lock must not hold it for long. */
  statementTimeoutMs?: number;
  /** How many times a migration is tried when a lock was not granted in time (backing off). */
  attempts?: number;
  /** The first wait before trying again, doubling up to 30 s. */
  retryDelayMs?: number;
  /** Told of each retry before its wait (npm run migrate prints it). */
  onRetry?: (retry: {
    tag: string;
    attempt: number;
    attempts: number;
    delayMs: number;
  }) => void | Promise<void>;
};

export const migrateDefaults = {
  lockTimeoutMs: 5000,
  statementTimeoutMs: 60_000,
  attempts: 10,
  retryDelayMs: 1000,
} as const;

/** Applies the pending migrations, one process at a time; returns the tags it applied. */
export async function migrateDatabase(
  database: Pick<Database, 'db' | 'pool'>,
  options: MigrateOptions = {},
): Promise<string[]> {
  const { db } = database;
  const { folder = defaultFolder, onRetry } = options;
  const { lockTimeoutMs, statementTimeoutMs, attempts, retryDelayMs } = { ...migrateDefaults, ...options };
  return withMigrationLock(database.pool, async () => {
    await db.execute(sql`create schema if not exists drizzle`);
    await db.execute(sql`
      create table if not exists drizzle.__drizzle_migrations (
        id serial primary key, hash text not null, created_at bigint)`);
    const applied: string[] = [];
    for (const migration of await pendingMigrations(db, folder)) {
      const statements = migration.sql.filter((statement) => statement.trim() !== '');
      const record = sql`insert into drizzle.__drizzle_migrations (hash, created_at)
        values (${migration.hash}, ${migration.folderMillis})`;
      if (migration.outsideTransaction) {
        // Each statement commits on its own; they are written to be run again (IF NOT EXISTS) should the
        // step stop between two of them. No timeouts: CONCURRENTLY waits for older transactions by
        // design and blocks no reader or writer meanwhile, and an index on a large table takes long.
        for (const statement of statements) await db.execute(sql.raw(statement));
        await db.execute(record);
      } else {
        for (let attempt = 1; ; attempt += 1) {
          try {
            await db.transaction(async (tx) => {
              await tx.execute(sql.raw(`set local lock_timeout = ${Math.round(lockTimeoutMs)}`));
              await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(statementTimeoutMs)}`));
              for (const statement of statements) await tx.execute(sql.raw(statement));
              await tx.execute(record);
            });
            break;
          } catch (err) {
            const code = pgErrorOf(err)?.code;
            if (code === STATEMENT_TIMED_OUT) {
              throw new Error(
                `migration ${migration.tag}: a statement ran longer than ${statementTimeoutMs} ms (MIGRATE_STATEMENT_TIMEOUT_SEC); nothing of it was applied`,
                { cause: err },
              );
            }
            if (code !== LOCK_NOT_AVAILABLE) throw err;
            if (attempt >= attempts) {
              throw new Error(
                `migration ${migration.tag}: a lock it needs was held by others through ${attempts} attempts (each waiting ${lockTimeoutMs} ms); nothing of it was applied`,
                { cause: err },
              );
            }
            // Rolled back whole: the queries queued behind it went on; try again once the holder may be done.
            const delayMs = Math.min(30_000, retryDelayMs * 2 ** (attempt - 1));
            await onRetry?.({ tag: migration.tag, attempt, attempts, delayMs });
            await new Promise((resolve) => setTimeout(resolve, delayMs));
          }
        }
      }
      applied.push(migration.tag);
    }
    return applied;
  });
}

/**
 * PostgreSQL: a session-level advisory lock on a connection of its own, polled with try-lock. A session
 * waiting inside pg_advisory_lock holds a snapshot, and CREATE INDEX CONCURRENTLY waits for every such
 * snapshot: two migrate steps started together would wait for each other.
 */
async function withMigrationLock<T>(pool: pg.Pool | undefined, work: () => Promise<T>): Promise<T> {
  if (!pool) return work();
  const lock = await pool.connect();
  try {
    for (;;) {
      const { rows } = await lock.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
        MIGRATION_LOCK_ID,
      ]);
      if (rows[0]?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    }
  } finally {
    lock.release();
  }
}

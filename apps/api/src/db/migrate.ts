import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { migrationsFolder as defaultFolder } from '../lib/paths';
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

/** Applies the pending migrations, one process at a time; returns the tags it applied. */
export async function migrateDatabase(
  database: Pick<Database, 'db' | 'pool'>,
  folder = defaultFolder,
): Promise<string[]> {
  const { db } = database;
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
        // step stop between two of them.
        for (const statement of statements) await db.execute(sql.raw(statement));
        await db.execute(record);
      } else {
        await db.transaction(async (tx) => {
          for (const statement of statements) await tx.execute(sql.raw(statement));
          await tx.execute(record);
        });
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

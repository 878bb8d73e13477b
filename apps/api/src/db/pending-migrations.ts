import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder as defaultFolder } from '../lib/paths';
import type { DbOrTx } from './client';

// One notion of "pending" for the migrate step (db/migrate.ts), production's refusal to start
// (db/production-database.ts) and the readiness probe (/health/ready): drizzle's, so databases
// migrated by drizzle's own migrator carry on.

/** The first line of a migration whose statements must run outside a transaction (docs/migrations.md). */
export const OUTSIDE_TRANSACTION = '-- migrate: outside transaction';

export type Migration = MigrationMeta & { tag: string; outsideTransaction: boolean };

const known = new Map<string, Migration[]>();

/**
 * The migrations in the folder's journal, in order, read once per folder: a build's migrations cannot
 * change while it runs, and the readiness probe asks every few seconds.
 */
export function readMigrations(folder = defaultFolder): Migration[] {
  let migrations = known.get(folder);
  if (!migrations) {
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    migrations = readMigrationFiles({ migrationsFolder: folder }).map((migration, i) => ({
      ...migration,
      tag: journal.entries[i]!.tag,
      outsideTransaction: (migration.sql[0] ?? '').trimStart().startsWith(OUTSIDE_TRANSACTION),
    }));
    known.set(folder, migrations);
  }
  return migrations;
}

/**
 * The journal's migrations this database has not applied, oldest first. drizzle's rule: those whose
 * `when` (recorded as `created_at`) is newer than the newest one recorded; a database without drizzle's
 * table lacks them all.
 */
export async function pendingMigrations(db: DbOrTx, folder = defaultFolder): Promise<Migration[]> {
  const lastApplied = await appliedMigrationLevel(db);
  return readMigrations(folder).filter((m) => m.folderMillis > lastApplied);
}

const rowsOf = async <T>(pending: Promise<unknown>) => ((await pending) as { rows: T[] }).rows;

export type JournalEntry = { tag: string; when: number };

/** The migrations this build carries, as the backup manifest names them: tag and journal `when`. */
export function knownMigrations(folder = defaultFolder): JournalEntry[] {
  return readMigrations(folder).map((m) => ({ tag: m.tag, when: m.folderMillis }));
}

/**
 * The journal's `when` of the newest migration the database has applied (drizzle records it as
 * `created_at`); 0 for a database drizzle never migrated.
 */
export async function appliedMigrationLevel(db: DbOrTx): Promise<number> {
  const [table] = await rowsOf<{ name: string | null }>(
    db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return 0;
  const [last] = await rowsOf<{ created_at: string | number | null }>(
    db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`),
  );
  return last?.created_at == null ? 0 : Number(last.created_at);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../lib/paths';
import type { DbOrTx } from './client';

type JournalEntry = { tag: string; when: number };

let journal: JournalEntry[] | undefined;

/** The migrations this build carries (drizzle's journal), read once: they cannot change while it runs. */
function knownMigrations(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
  return journal;
}

/**
 * The tags of the migrations this build has and the database has not applied, oldest first. drizzle's
 * migrator applies those newer than the last one it recorded (`created_at` is the journal's `when`),
 * so that is the comparison; a database drizzle never migrated lacks them all.
 */
export async function pendingMigrations(db: DbOrTx): Promise<string[]> {
  let lastApplied = 0;
  try {
    const result = (await db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string | null }[] };
    lastApplied = Number(result.rows[0]?.last ?? 0);
  } catch (err) {
    // 42P01 / 3F000: no migrations table or schema yet.
    const code =
      (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
    if (code !== '42P01' && code !== '3F000') throw err;
  }
  return knownMigrations()
    .filter((m) => m.when > lastApplied)
    .map((m) => m.tag);
}

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type JournalEntry, knownMigrations } from '../db/pending-migrations';
import { repoRoot } from '../lib/paths';

export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FOLDER = 'uploads';

/** Where a backup's database is inside the archive: a custom-format pg_dump, or PGlite's data folder. */
export const databaseFiles = { postgres: 'database.pgdump', pglite: 'pglite-data.tar' } as const;
export type Engine = keyof typeof databaseFiles;

export const manifestSchema = z.object({
  format: z.literal('pothik-backup'),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string(), commit: z.string().nullable() }),
  engine: z.enum(['pglite', 'postgres']),
  /** The server's version (`SHOW server_version`): PGlite's data folder loads only into its major. */
  postgresVersion: z.string(),
  /** The newest migration the database had applied: the journal's `when` and, when known, its tag. */
  migration: z.object({ when: z.number().int().nonnegative(), tag: z.string().nullable() }),
  /** Local uploads are in the archive; an S3 bucket is not (docs/operations.md says why). */
  uploads: z.object({ storage: z.enum(['local', 's3']), files: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A refusal the command line prints as it is (exit code 1): nothing was changed. */
export class BackupError extends Error {}

export function migrationOf(when: number): Manifest['migration'] {
  return { when, tag: knownMigrations().find((m) => m.when === when)?.tag ?? null };
}

export function appVersion(): Manifest['app'] {
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'apps/api/package.json'), 'utf8')) as {
    version: string;
  };
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // Not a checkout (a release tarball) or no git: the version alone names the code.
  }
  return { version, commit };
}

/**
 * Why this code must not restore the backup, or null. A database from newer code has tables and
 * columns this code does not know, and its migrator cannot go backwards.
 */
export function refusalOf(manifest: Manifest, engine: Engine): string | null {
  if (manifest.engine !== engine) {
    return `this backup is of the ${engineName(manifest.engine)}; this configuration uses the ${engineName(engine)}`;
  }
  const newest: JournalEntry | undefined = knownMigrations().at(-1);
  if (manifest.migration.when > (newest?.when ?? 0)) {
    const by = manifest.app.commit ? `commit ${manifest.app.commit}` : `version ${manifest.app.version}`;
    return (
      `this backup is at migration ${manifest.migration.tag ?? manifest.migration.when}, newer than this ` +
      `code's newest (${newest?.tag ?? 'none'}): restore it with the code that made it (${by})`
    );
  }
  return null;
}

const engineName = (engine: Engine) =>
  engine === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL database (DATABASE_URL)';

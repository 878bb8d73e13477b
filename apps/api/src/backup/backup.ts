import { existsSync } from 'node:fs';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Config } from '../config';
import { repoRoot } from '../lib/paths';
import { packArchive } from './archive';
import {
  appVersion,
  BackupError,
  databaseFiles,
  MANIFEST_FILE,
  type Manifest,
  migrationOf,
  UPLOADS_FOLDER,
} from './manifest';
import { dumpPglite } from './pglite-dump';
import { dumpPostgres } from './postgres-dump';
import { countUploads } from './uploads';

export type BackupConfig = Pick<Config, 'database' | 'storage'>;

/** `backups/pothik-backup-2026-11-25T06-00-00Z.tar.gz` in the repository's folder. */
export function defaultBackupFile(now: Date) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return resolve(repoRoot, 'backups', `pothik-backup-${stamp}.tar.gz`);
}

/**
 * One archive with the manifest, the database (pg_dump's custom format, or PGlite's data folder) and,
 * with local storage, the uploads folder. PostgreSQL is dumped while the API runs; the embedded
 * database only while it is stopped (PGlite is one process's).
 */
export async function createBackup(
  config: BackupConfig,
  options: { out?: string; now?: Date } = {},
): Promise<{ file: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const file = resolve(options.out ?? defaultBackupFile(now));
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file with --out`);
  const engine = config.database.kind;
  const staging = await mkdtemp(join(tmpdir(), 'pothik-backup-'));
  try {
    const databaseFile = join(staging, databaseFiles[engine]);
    let facts: { migrationWhen: number; postgresVersion: string };
    if (config.database.kind === 'postgres') {
      facts = await dumpPostgres(config.database.url, databaseFile);
    } else {
      if (!config.database.dataDir) throw new BackupError('PGLITE_DIR=memory keeps nothing to back up');
      facts = await dumpPglite(config.database.dataDir, databaseFile);
    }
    const entries = [MANIFEST_FILE, databaseFiles[engine]];
    let files = 0;
    if (config.storage.provider === 'local' && existsSync(config.storage.dir)) {
      files = await countUploads(config.storage.dir);
      // Linked, not copied (the archive follows the link); a junction needs no rights on Windows.
      await symlink(config.storage.dir, join(staging, UPLOADS_FOLDER), 'junction');
      entries.push(UPLOADS_FOLDER);
    }
    const manifest: Manifest = {
      format: 'pothik-backup',
      version: 1,
      createdAt: now.toISOString(),
      app: appVersion(),
      engine,
      postgresVersion: facts.postgresVersion,
      migration: migrationOf(facts.migrationWhen),
      uploads: { storage: config.storage.provider, files },
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await packArchive(file, staging, entries);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

export type BackupConfig = Pick<Config, 'database' | 'storage' | 'backupHmacKey'>;

/** Where backups go unless told otherwise: `backups/` in the repository's folder. */
export const defaultBackupFolder = resolve(repoRoot, 'backups');

/** `backups/pothik-backup-2026-11-25T06-00-00Z.tar.gz` in the repository's folder. */
export function defaultBackupFile(now: Date) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join(defaultBackupFolder, `pothik-backup-${stamp}.tar.gz`);
}

/** The key archives are signed with and restore checks; production has none unless configured. */
export function backupKeyOf(config: BackupConfig) {
  if (!config.backupHmacKey)
    throw new BackupError(
      'BACKUP_HMAC_KEY is unset: production backups are signed, and restore checks the signature before ' +
        'it changes anything (openssl rand -hex 32; keep a copy apart from the backups)',
    );
  return config.backupHmacKey;
}

/**
 * A backup's folder: made readable by its owner only (0700) when it is made, and so is the default
 * folder (ours) whenever a backup goes there. A folder the operator named and made is left as it is;
 * the archive itself is 0600 wherever it goes.
 */
async function prepareFolder(folder: string) {
  if (!existsSync(folder)) await mkdir(folder, { recursive: true, mode: 0o700 });
  if (folder === defaultBackupFolder) await chmod(folder, 0o700);
}

/**
 * One archive with the manifest, the database (pg_dump's custom format, or PGlite's data folder) and,
 * with local storage, the uploads folder, signed with the backups' key and readable by its owner only.
 * PostgreSQL is dumped while the API runs; the embedded database only while it is stopped (PGlite is
 * one process's).
 */
export async function createBackup(
  config: BackupConfig,
  options: { out?: string; now?: Date } = {},
): Promise<{ file: string; manifest: Manifest }> {
  const now = options.now ?? new Date();
  const key = backupKeyOf(config);
  const file = resolve(options.out ?? defaultBackupFile(now));
  if (existsSync(file)) throw new BackupError(`${file} exists already: name another file with --out`);
  await prepareFolder(dirname(file));
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
    await packArchive(file, staging, entries, key);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { extractFile, readManifest } from './archive';
import { type BackupConfig, backupKeyOf } from './backup';
import { BackupError, databaseFiles, type Manifest, refusalOf } from './manifest';
import { assertPgliteFree, loadPglite, pgliteHasData } from './pglite-dump';
import { assertPostgresFree, loadPostgres, postgresHasData } from './postgres-dump';
import { verifyArchive } from './signature';
import { countUploads, restoreUploads } from './uploads';

/**
 * Puts a backup's database and uploads in place of this configuration's. Refuses, changing nothing and
 * before it reads anything of the archive but its bytes: a file whose signature this deployment's key
 * does not make (signature.ts). Then, changing nothing: a
 * file that is not a backup, another engine's backup, one from a newer migration level than this code,
 * a database in use, and (without `force`) a database or uploads folder that is not
 * empty. The database comes back at the backup's migration level; the next start migrates it forward.
 * Returns notes for the operator (what was not restored and why).
 */
export async function restoreBackup(
  config: BackupConfig,
  options: { file: string; force?: boolean },
): Promise<{ manifest: Manifest; notes: string[] }> {
  const file = resolve(options.file);
  await verifyArchive(file, backupKeyOf(config));
  const manifest = await readManifest(file);
  const database = config.database;
  const refusal = refusalOf(manifest, database.kind);
  if (refusal) throw new BackupError(refusal);
  if (database.kind === 'pglite' && !database.dataDir) {
    throw new BackupError('PGLITE_DIR=memory: set PGLITE_DIR to the folder to restore into');
  }

  if (database.kind === 'postgres') await assertPostgresFree(database.url);
  else assertPgliteFree(database.dataDir!);
  const localUploads = config.storage.provider === 'local' ? config.storage.dir : null;
  if (!options.force) {
    const occupied = [
      (database.kind === 'postgres' ? await postgresHasData(database.url) : pgliteHasData(database.dataDir!))
        ? 'the database'
        : null,
      localUploads && (await countUploads(localUploads)) > 0 ? `the uploads folder (${localUploads})` : null,
    ].filter(Boolean);
    if (occupied.length > 0) {
      const verb = occupied.length > 1 ? 'are' : 'is';
      throw new BackupError(
        `${occupied.join(' and ')} ${verb} not empty: --force replaces what is there with the backup`,
      );
    }
  }

  const notes: string[] = [];
  const staging = await mkdtemp(join(tmpdir(), 'pothik-restore-'));
  try {
    const dump = databaseFiles[manifest.engine];
    await extractFile(file, dump, staging);
    if (database.kind === 'postgres') await loadPostgres(database.url, join(staging, dump));
    else await loadPglite(join(staging, dump), database.dataDir!, manifest.postgresVersion);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  if (manifest.uploads.storage === 's3') {
    notes.push('the backup was made with S3 storage: its pictures are in the bucket, not in the backup');
  } else if (localUploads) {
    await restoreUploads(file, localUploads);
  } else {
    notes.push(
      `the backup's ${manifest.uploads.files} uploaded files were not restored: this configuration stores ` +
        "uploads in S3 (extract the archive's uploads/ folder into the bucket by hand)",
    );
  }
  return { manifest, notes };
}

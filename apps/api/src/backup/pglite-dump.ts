import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { appliedMigrationLevel } from '../db/pending-migrations';
import { BackupError } from './manifest';

// Loaded only when the embedded database is backed up or restored: production's image has no PGlite.
const pgliteModules = async () => ({
  PGlite: (await import('@electric-sql/pglite')).PGlite,
  drizzle: (await import('drizzle-orm/pglite')).drizzle,
});

// PGlite writes this while a process has the folder open and removes it on a clean close. Two processes
// on one data folder would each run a PostgreSQL over the same files, so while it is there we stay out.
const IN_USE_FILE = 'postmaster.pid';

/** Whether the folder holds a database (restoring there would overwrite it). */
export const pgliteHasData = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Refuses while another process has the data folder open. */
export function assertPgliteFree(dataDir: string) {
  if (existsSync(join(dataDir, IN_USE_FILE))) {
    throw new BackupError(
      `the embedded database at ${dataDir} is open in another process (the API?): stop it first. ` +
        `If none runs, the last one did not stop cleanly: start the API and stop it once (Ctrl-C).`,
    );
  }
}

/**
 * PGlite's data folder as a tar (its own `dumpDataDir`), written to `toFile`, with the migration level
 * and server version the manifest needs. The folder must not be open elsewhere: PGlite is one process's.
 */
export async function dumpPglite(dataDir: string, toFile: string) {
  if (!pgliteHasData(dataDir)) throw new BackupError(`there is no embedded database at ${dataDir}`);
  assertPgliteFree(dataDir);
  const { PGlite, drizzle } = await pgliteModules();
  const pg = await PGlite.create(dataDir);
  try {
    const migrationWhen = await appliedMigrationLevel(drizzle({ client: pg }));
    const { rows } = await pg.query<{ server_version: string }>('SHOW server_version');
    // Everything written reaches the data files, so the copy needs no WAL replay when it is loaded.
    await pg.exec('CHECKPOINT');
    const tarball = await pg.dumpDataDir('none');
    await writeFile(toFile, Buffer.from(await tarball.arrayBuffer()));
    return { migrationWhen, postgresVersion: rows[0]!.server_version };
  } finally {
    await pg.close();
  }
}

/**
 * Loads a dumped data folder into `dataDir`. It is loaded into a new folder beside it first, opened
 * once to prove it starts, and only then put in place: a failed restore leaves the old folder as it was.
 */
export async function loadPglite(tarFile: string, dataDir: string, postgresVersion: string) {
  assertPgliteFree(dataDir);
  const tarball = await readFile(tarFile);
  // PGlite's loader takes anything for a compressed tar and fails outside its promise on what is not one.
  if (tarball.subarray(257, 262).toString('latin1') !== 'ustar') {
    throw new BackupError("the backup's embedded database is damaged: it is not a tar of a data folder");
  }
  // PGlite creates its own folder but not the ones above it (./data on a fresh clone).
  await mkdir(dirname(dataDir), { recursive: true });
  const aside = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  const { PGlite } = await pgliteModules();
  try {
    const pg = await PGlite.create(aside, { loadDataDir: new Blob([tarball]) }).catch((err) => {
      throw new BackupError(
        `the backup's embedded database (PostgreSQL ${postgresVersion}) did not start with this ` +
          `installation's PGlite: ${(err as Error).message}`,
      );
    });
    await pg.query('select 1');
    await pg.close();
    await rm(dataDir, { recursive: true, force: true });
    await rename(aside, dataDir);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

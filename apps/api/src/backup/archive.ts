import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { create, extract, list } from 'tar';
import { BackupError, MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';
import { signArchive } from './signature';

/**
 * Packs `entries` (paths inside `stagingDir`, the manifest first) into one gzipped tar at `out`, signed
 * with `key` (signature.ts) and readable by its owner only (0600). Symbolic links are followed, so the
 * uploads folder is linked into the staging folder rather than copied. The archive is made in the
 * staging folder, signed aside and renamed: a backup file that exists is whole. `out`'s folder exists.
 */
export async function packArchive(out: string, stagingDir: string, entries: string[], key: string) {
  const unsigned = join(stagingDir, '.unsigned.tar.gz');
  const partial = `${out}.partial`;
  try {
    await create({ file: unsigned, cwd: stagingDir, gzip: true, portable: true, follow: true }, entries);
    await rm(partial, { force: true });
    await signArchive(unsigned, partial, key);
    await rename(partial, out);
  } finally {
    await rm(partial, { force: true });
    await rm(unsigned, { force: true });
  }
}

/** The archive's manifest, checked; a file that is not one of our backups is refused. */
export async function readManifest(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
  const chunks: Buffer[] = [];
  try {
    await list({
      file,
      filter: (path) => path === MANIFEST_FILE,
      onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => chunks.push(chunk)),
    });
  } catch (err) {
    throw new BackupError(`${file} is not a backup archive (${(err as Error).message})`);
  }
  const parsed = chunks.length
    ? manifestSchema.safeParse(safeJson(Buffer.concat(chunks).toString('utf8')))
    : undefined;
  if (!parsed?.success)
    throw new BackupError(`${file} is not a Pothik backup: it has no valid ${MANIFEST_FILE}`);
  return parsed.data;
}

/**
 * Extracts the archive's entries under `folder` (a path inside the archive) into `into`, without the
 * folder's own name. node-tar refuses entries that would land outside `into`.
 */
export async function extractFolder(file: string, folder: string, into: string) {
  await mkdir(into, { recursive: true });
  await extract({
    file,
    cwd: into,
    strip: folder.split('/').length,
    filter: (path) => path.startsWith(`${folder}/`),
  });
}

/** Extracts one file of the archive into `into`, under its own name. */
export async function extractFile(file: string, path: string, into: string) {
  await mkdir(into, { recursive: true });
  await extract({ file, cwd: into, filter: (entry) => entry === path });
  if (!existsSync(`${into}/${path}`)) throw new BackupError(`${file} has no ${path}`);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { extractFolder } from './archive';
import { UPLOADS_FOLDER } from './manifest';

/** How many files the local uploads folder holds (0 when it does not exist). */
export async function countUploads(dir: string) {
  if (!existsSync(dir)) return 0;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

/**
 * Replaces the uploads folder with the archive's: extracted beside it first, then swapped in, so a
 * failed extraction leaves the old folder as it was.
 */
export async function restoreUploads(file: string, dir: string) {
  const aside = `${dir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    await extractFolder(file, UPLOADS_FOLDER, aside);
    await rm(dir, { recursive: true, force: true });
    await rename(aside, dir);
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

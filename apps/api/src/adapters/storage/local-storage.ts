import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, keyUnder, type StorageAdapter } from './types';

/** Public path under which the API serves the local upload folder (plugins/images.ts). */
export const UPLOADS_URL_PREFIX = '/images/uploads/';

/** The default: a folder on this machine (UPLOADS_DIR), served by the API at /images/uploads/. */
export function createLocalStorage(dir: string): StorageAdapter {
  return {
    provider: 'local',
    async put(key, body) {
      assertSafeKey(key);
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a picture. The aside name is this write's own:
      // keys are content hashes, so two people uploading the same picture at once write the same key, and
      // a shared aside name let one rename find the other's file already moved (a 500).
      const partial = `${path}.${randomUUID()}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(join(dir, key), { force: true });
    },
    keyOf: (url) => keyUnder(UPLOADS_URL_PREFIX, url),
  };
}

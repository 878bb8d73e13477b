import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type StorageAdapter } from './types';

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
      // Written aside and renamed: a reader never sees half a picture.
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
  };
}

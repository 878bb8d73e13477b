import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Both src/lib/paths.ts (tsx, tests) and dist/server.js (bundle) resolve to apps/api:
// the bundle sits one level below it, the source two.
const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = here.endsWith('dist') ? resolve(here, '..') : resolve(here, '..', '..');
export const repoRoot = resolve(apiRoot, '..', '..');
export const migrationsFolder = here.endsWith('dist')
  ? resolve(apiRoot, 'dist', 'migrations')
  : resolve(apiRoot, 'src', 'db', 'migrations');
export const publicImagesDir = resolve(apiRoot, 'public', 'images');

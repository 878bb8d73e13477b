import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));
const testFile = /\.test\.tsx?$/;

function testFiles(dir: string): string[] {
  return readdirSync(join(here, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && testFile.test(entry.name))
    .map((entry) => relative(here, join(entry.parentPath, entry.name)));
}

// A file that replaces a module, the environment or a global needs a fresh module registry: a module an
// earlier file loaded would otherwise be served unmocked. So does one that renders a whole document.
const needsIsolation = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|<html\b|global-error/;
const files = [...testFiles('src'), ...testFiles('test')];
const isolated = files.filter((file) => needsIsolation.test(readFileSync(join(here, file), 'utf8')));
const shared = files.filter((file) => !isolated.includes(file));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Next.js resolves `server-only` itself; a test of a server module imports it as nothing.
      'server-only': fileURLToPath(new URL('./test/server-only.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    css: false,
    // The slowest tests type whole forms through user-event (about 2 s here); a busy CI machine runs
    // them several times slower, which is no failure of theirs.
    testTimeout: 15_000,
    // Vitest leaves one core free by default, which on a two-core CI machine means one file at a time;
    // these tests mostly wait on timers and the fake API, so two workers halve the step.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      // The rest share a worker's loaded modules (React, Radix, next-intl, the setup's imports): loading
      // them once per worker instead of once per file took the step from 160 s to about 40 s. setup.ts
      // cleans the DOM, storage, cookies, toasts and spies after every test.
      { extends: true, test: { name: 'shared', include: shared, isolate: false } },
    ],
  },
});

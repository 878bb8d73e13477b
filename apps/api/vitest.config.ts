import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time on a two-core machine: a file waiting on a process it started (crash
    // recovery, backups, the production checks), on the PostgreSQL server or on a timer leaves a core
    // idle with two (a quarter of the PostgreSQL run). Each holds its own database; PGlite's instances
    // take a few hundred MB each.
    maxWorkers: 3,
    // Files share a worker's loaded modules: each file still builds its own app on its own database,
    // and no test mocks a module or changes process.env, so nothing leaks between files; loading
    // PGlite's WebAssembly and the app's modules once per worker instead of once per file halves the
    // suite's time.
    isolate: false,
  },
});

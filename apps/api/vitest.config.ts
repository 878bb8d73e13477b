import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; PGlite instances are memory-hungry, so cap the parallelism.
    maxWorkers: 2,
    // Files share a worker's loaded modules: each file still builds its own app on its own database,
    // and no test mocks a module or changes process.env, so nothing leaks between files; loading
    // PGlite's WebAssembly and the app's modules once per worker instead of once per file halves the
    // suite's time.
    isolate: false,
  },
});

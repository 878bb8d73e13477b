import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; PGlite instances are memory-hungry, so cap the parallelism.
    maxWorkers: 2,
  },
});

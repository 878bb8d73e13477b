import { defineConfig } from 'vitest/config';

// The benchmarks' checks (pure functions of the figures a run measured); the benchmarks themselves run
// with `npm run bench`, never here.
export default defineConfig({
  test: { include: ['checks/**/*.test.ts', 'lib/**/*.test.ts'] },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    css: false,
    // The slowest tests type whole forms through user-event (about 2 s here); a busy CI machine runs
    // them several times slower, which is no failure of theirs.
    testTimeout: 15_000,
    // Vitest leaves one core free by default, which on a two-core CI machine means one file at a time;
    // these tests mostly wait on timers and the fake API, so two workers halve the step.
    maxWorkers: 2,
  },
});

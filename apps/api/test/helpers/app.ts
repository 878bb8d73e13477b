import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuildOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

// Uploads of a test run go to the system's temp folder, never into the repository's data/.
const testUploadsDir = join(tmpdir(), `pothik-test-uploads-${process.pid}`);

export function testConfig(overrides: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    // TEST_LOG=error (or info…) shows the app's log while a test is being looked into.
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    UPLOADS_DIR: testUploadsDir,
    ...overrides,
  });
}

export type TestAppOptions = Pick<BuildOptions, 'clock' | 'pushAgent'> & {
  /** Another app's database: two "API processes" on one; closing this app leaves it open. */
  database?: Database;
};

/** The same app the server runs, on a fresh database of this file's own. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}) {
  // A sharing app must not close the database under its owner.
  const database = options.database
    ? { ...options.database, close: async () => {} }
    : await createTestDatabase();
  return buildApp({
    config: testConfig(env),
    database,
    logger: process.env.TEST_LOG ? undefined : false,
    clock: options.clock,
    pushAgent: options.pushAgent,
  });
}

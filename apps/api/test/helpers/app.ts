import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';
import { refuseUndeclaredTooManyRequests } from './declared-answers';

// Uploads of a test run go to the system's temp folder, never into the repository's data/.
export const testUploadsDir = join(tmpdir(), `pothik-test-uploads-${process.pid}`);

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
  /** A test that reads the app's log passes its own; otherwise silent unless TEST_LOG is set. */
  logger?: BuildOptions['logger'];
  /** What no environment of a test can set (e.g. `env: 'production'` over the test configuration). */
  force?: Partial<Config>;
};

/** The same app the server runs, on a fresh database of this file's own. */
export function buildTestApp(env: NodeJS.ProcessEnv = {}, options: TestAppOptions = {}) {
  return buildAppWith({ ...testConfig(env), ...options.force }, options);
}

/** The app on `config`: the one place a test builds the app (buildTestApp, buildProductionApp). */
export async function buildAppWith(config: Config, { database, logger, clock, pushAgent }: TestAppOptions) {
  // A sharing app must not close the database under its owner.
  const shared = database ? { ...database, close: async () => {} } : await createTestDatabase();
  try {
    const app = await buildApp({
      config,
      database: shared,
      logger: logger ?? (process.env.TEST_LOG ? undefined : false),
      clock,
      pushAgent,
    });
    refuseUndeclaredTooManyRequests(app);
    return app;
  } catch (err) {
    if (!database) await shared.close();
    throw err;
  }
}

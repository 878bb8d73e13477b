import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from './database';

export function testConfig(overrides: NodeJS.ProcessEnv = {}) {
  return loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory', LOG_LEVEL: 'silent', ...overrides });
}

/** The same app the server runs, on a fresh database of this file's own. */
export async function buildTestApp(env: NodeJS.ProcessEnv = {}) {
  const database = await createTestDatabase();
  return buildApp({ config: testConfig(env), database, logger: false });
}

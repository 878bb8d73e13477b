import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('config', () => {
  it('defaults to PGlite in ./data/pglite on port 4000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.database.kind === 'pglite' && c.database.dataDir?.endsWith('data/pglite')).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).database.kind).toBe('postgres');
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to run in production without secrets and admin credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET.*ADMIN_PASSWORD/);
  });
});

describe('proxy trust', () => {
  it('ignores X-Forwarded-For unless told which proxies to trust', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });
});

describe('embedded database folder', () => {
  it('is created with its parents on first start', async () => {
    const { mkdtempSync, existsSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDatabase } = await import('../src/db/client');
    const base = mkdtempSync(join(tmpdir(), 'pothik-cfg-'));
    const dataDir = join(base, 'data', 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    rmSync(base, { recursive: true, force: true });
  });
});

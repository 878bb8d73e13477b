import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiDir } from './lib.mjs';
import { postgresOnlyIn, postgresOnlyTests } from './postgres-only-tests.mjs';

describe('the PostgreSQL-only API tests', () => {
  it('are found by runIf on PostgreSQL or skipIf on PGlite, describe and it alike', () => {
    const source = `
      describe.runIf(testDbKind === 'postgres')('a block', () => {});
      it.runIf(testDbKind === 'postgres')(\`a test\`, async () => {});
      it.skipIf(testDbKind === 'pglite')('another', () => {});
      it.runIf(testDbKind === 'pglite')('PGlite only', () => {});
      it(\`on \${testDbKind}\`, () => {});
    `;
    expect(postgresOnlyIn('x.test.ts', source)).toEqual([
      { file: 'x.test.ts', kind: 'describe', name: 'a block' },
      { file: 'x.test.ts', kind: 'it', name: 'a test' },
      { file: 'x.test.ts', kind: 'it', name: 'another' },
    ]);
  });

  it('are the ten blocks of the API suite that a run without TEST_DATABASE_URL leaves out', () => {
    expect(postgresOnlyTests(join(apiDir, 'test')).map((t) => `${t.file}: ${t.name}`)).toEqual([
      'cache-drops.test.ts: the logout deny-list after a lost LISTEN connection',
      'demo-fleet.test.ts: the demo fleet on PostgreSQL',
      'expiry.test.ts: skips the round while another process holds the lock',
      'health.test.ts: is not ready while a LISTEN connection is lost, and ready again once it is back',
      'listener-recovery.test.ts: the LISTEN connection of an API process',
      'migrate.test.ts: lets two steps started together apply each migration once',
      'migrate.test.ts: behind a long-running query',
      'position-peers.test.ts: positions NOTIFYed only when another process listens',
      'production-process.test.ts: the built API on a production database',
      'realtime-scale-out.test.ts: replaces a killed LISTEN connection, tells subscribers to resync, and delivers again',
    ]);
  });
});

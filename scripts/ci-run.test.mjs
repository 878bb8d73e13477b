import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from './lib.mjs';

// .ci/run with stand-ins for npm and psql on its PATH: npm records what it was asked, psql answers as a
// machine without a PostgreSQL server does (psql's exit code 2: no connection).
const bin = mkdtempSync(join(tmpdir(), 'pothik-ci-run-'));
const calls = join(bin, 'npm-calls');
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function fake(name, body) {
  writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
  chmodSync(join(bin, name), 0o755);
}

describe('.ci/run without PostgreSQL', () => {
  it('stops with a line that says why, before npm test', () => {
    fake('npm', `echo "$*" >> ${calls}`);
    fake('psql', 'echo "psql: error: connection to server at 127.0.0.1, port 5432 failed" >&2; exit 2');
    const result = spawnSync('bash', [join(root, '.ci/run')], {
      env: { PATH: `${bin}:/usr/bin:/bin`, HOME: bin },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'CI stops: no PostgreSQL answers on 127.0.0.1:5432 (database test, as postgres or root); CI runs the API suite and its PostgreSQL-only tests on it. A local npm test without TEST_DATABASE_URL runs on PGlite alone and names what it leaves out.',
    );
    expect(readFileSync(calls, 'utf8')).toBe('ci --no-audit --no-fund\n');
  });
});

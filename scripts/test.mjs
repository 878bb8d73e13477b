// npm test: every check, in order, stopping at the first failure (DESIGN.md §10).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { apiDir, freePort, root, run, webDir } from './lib.mjs';

const vitest = `${root}/node_modules/vitest/vitest.mjs`;
const steps = [
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  ['lint', () => run('npx', ['biome', 'check', '.'])],
  ['API document (Redocly, recommended rules)', lintApiDocument],
  [
    'domain unit + property tests',
    () => run('node', [vitest, 'run', '--coverage'], { cwd: join(root, 'packages/domain') }),
  ],
  [
    'api integration (PGlite)',
    () => run('node', [vitest, 'run'], { cwd: apiDir, env: { ...process.env, TEST_DB: 'pglite' } }),
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'api integration (PostgreSQL)',
    () => run('node', [vitest, 'run'], { cwd: apiDir, env: { ...process.env, TEST_DB: 'postgres' } }),
  ]);
} else {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
steps.push(
  ['web component tests', () => run('node', [vitest, 'run'], { cwd: webDir })],
  ['production builds', () => run('npm', ['run', 'build'])],
  ['e2e (Playwright, Chromium)', runE2e],
);

// Checked before the first step: a missing browser stops the run now, not after ten minutes of tests.
const browser = await ensureChromium();
if (!browser) process.exit(1);

// The document /docs/json serves, written by building the app, then linted offline (redocly.yaml).
async function lintApiDocument() {
  const dir = mkdtempSync(join(tmpdir(), 'pothik-openapi-'));
  const file = join(dir, 'openapi.json');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    const written = await run('npx', ['tsx', join(apiDir, 'scripts/write-api-document.ts'), file]);
    if (written !== 0) return written;
    return await run(
      'npx',
      ['redocly', 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'stylish'],
      {
        env,
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runE2e() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pothik-e2e-'));
  const env = {
    ...process.env,
    CHROMIUM_PATH: browser,
    E2E_API_PORT: String(await freePort()),
    E2E_WEB_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
  };
  try {
    return await run('npx', ['playwright', 'test'], { cwd: join(root, 'e2e'), env });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const t = Date.now();
  const code = await step();
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t) / 1000) });
  if (code !== 0) break;
}
console.log('\n━━ summary ━━');
for (const [name] of steps) {
  const r = results.find((x) => x.name === name);
  console.log(
    `${r ? (r.ok ? 'PASS' : 'FAIL') : 'SKIP'}  ${name}${r ? ` (${r.seconds}s)` : ' (not run: an earlier step failed)'}`,
  );
}
const passed = results.filter((r) => r.ok).length;
const failed = steps.length - passed;
console.log(`total ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

// npm test: every check, in order, stopping at the first failure (DESIGN.md §10); the static checks
// (typecheck, lint, the API document) run two at a time, and all of them before the first test; the
// production builds run beside the web's component tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { apiDir, freePort, root, run, webDir } from './lib.mjs';
import { postgresOnlyTests } from './postgres-only-tests.mjs';

const vitest = `${root}/node_modules/vitest/vitest.mjs`;
// The static checks are mostly one thread each (tsc, the document's build): two at a time on a two-core
// machine, each one's output printed whole when it ends.
const typecheckWorkspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter(
  (ws) => JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')).scripts?.typecheck,
);
const staticChecks = [
  ...typecheckWorkspaces.map((ws) => [
    `typecheck ${ws}`,
    (exec) => exec('npm', ['run', 'typecheck', '--workspace', ws]),
  ]),
  ['lint', (exec) => exec('npx', ['biome', 'check', '.'])],
  // Every test asserts, exactly where it can, on no wall clock (scripts/test-assertions/rules.mjs).
  ['test assertions', (exec) => exec('node', ['scripts/check-test-assertions.mjs'])],
  // No code of 10 lines or more stands twice in apps/ and packages/ (jscpd, .jscpd.json).
  ['duplicate code', (exec) => exec('node', ['scripts/check-duplicates.mjs'])],
  // No function of an API route file over 80 lines (scripts/check-function-length.mjs).
  ['function length', (exec) => exec('node', ['scripts/check-function-length.mjs'])],
  ['API document (Redocly recommended, Spectral OWASP)', lintApiDocument],
];
const steps = [
  ...staticChecks.map(([name]) => [name, null]),
  [
    'domain unit + property tests',
    () => run('node', [vitest, 'run', '--coverage'], { cwd: join(root, 'packages/domain') }),
  ],
  [
    // The benchmarks' checks (a missing figure or no samples is a miss) and the scripts' own rules.
    'bench checks and scripts unit tests',
    async () =>
      (await run('node', [vitest, 'run'], { cwd: join(root, 'bench') })) ||
      run('node', [vitest, 'run', '--root', 'scripts']),
  ],
  [
    // The console's catalogues: react-admin's messages and every text of the console in Bangla (issue 46).
    'console catalogues',
    () => run('node', [vitest, 'run', '--root', 'apps/admin/test']),
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
  const left = postgresOnlyTests(join(apiDir, 'test'));
  console.log(
    `TEST_DATABASE_URL is not set: the API suite runs on PGlite only, and leaves out the ${left.length} blocks that run only on PostgreSQL:\n${left.map((t) => `  ${t.file}: ${t.kind} "${t.name}"`).join('\n')}`,
  );
}
steps.push(
  // At once: next build keeps little more than one core busy, and the component tests read no build
  // output (the API suites do: production-process.test.ts runs the built server, so not beside them).
  [
    'web component tests',
    (exec) => exec('node', [vitest, 'run'], { cwd: webDir }),
    'production builds',
    (exec) => exec('npm', ['run', 'build']),
  ],
  // The image cannot be built here (no registry): what the Dockerfile copies exists, and compose and
  // npm run cluster name the same variables; compose's nginx passes nginx -t; the Kubernetes manifests
  // render and validate against the Kubernetes schemas (docs/deploy.md, docs/deploy-kubernetes.md).
  [
    'deploy files',
    async () => {
      for (const check of ['check-deploy-files.mjs', 'check-edge.mjs', 'check-kubernetes.mjs']) {
        const code = await run('node', [`scripts/${check}`]);
        if (code !== 0) return code;
      }
      return 0;
    },
  ],
  ['e2e (Playwright, Chromium)', runE2e],
);

// Checked before the first step: a missing browser stops the run now, not after ten minutes of tests.
const browser = await ensureChromium();
if (!browser) process.exit(1);

// The document /docs/json serves, written by building the app, then linted offline: Redocly's
// recommended rules (redocly.yaml), then Spectral's OWASP API Security ruleset (spectral.yaml), which
// prints only its errors (the response-side warnings it keeps are listed in spectral.yaml).
async function lintApiDocument(exec) {
  const dir = mkdtempSync(join(tmpdir(), 'pothik-openapi-'));
  const file = join(dir, 'openapi.json');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    const written = await exec('npx', ['tsx', join(apiDir, 'scripts/write-api-document.ts'), file]);
    if (written !== 0) return written;
    const redocly = await exec(
      'npx',
      ['redocly', 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'stylish'],
      {
        env,
      },
    );
    if (redocly !== 0) return redocly;
    return await exec('npx', [
      'spectral',
      'lint',
      file,
      '--ruleset',
      join(root, 'spectral.yaml'),
      '--fail-severity=error',
      '--display-only-failures',
    ]);
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
    E2E_GOOGLE_PORT: String(await freePort()),
    E2E_DATA_DIR: dataDir,
    E2E_FAILURES_FILE: join(dataDir, 'failures.txt'),
  };
  try {
    const code = await run('npx', ['playwright', 'test'], { cwd: join(root, 'e2e'), env });
    if (existsSync(env.E2E_FAILURES_FILE)) {
      failureLines.push(...readFileSync(env.E2E_FAILURES_FILE, 'utf8').split('\n').filter(Boolean));
    }
    return code;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
/** The e2e tests that failed, named again in the summary (the list reporter's account scrolls away). */
const failureLines = [];
const started = Date.now();

/** Runs a command with its output kept, to be printed whole with its step's heading when it ends. */
function execCaptured(output) {
  return (cmd, args, opts = {}) =>
    new Promise((done) => {
      const child = spawn(cmd, args, { cwd: root, ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
      child.on('error', () => done(1));
    });
}

async function runStaticChecks() {
  const queue = [...staticChecks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, check] = next;
      const output = [];
      const t = Date.now();
      const code = await check(execCaptured(output));
      console.log(`\n━━ ${name} ━━`);
      process.stdout.write(Buffer.concat(output));
      results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t) / 1000) });
    }
  };
  await Promise.all([worker(), worker()]);
  return results.every((r) => r.ok);
}

/** Steps given as a pair run at once, each one's output printed whole with its heading when it ends. */
async function runTogether(pair) {
  const outcomes = await Promise.all(
    [0, 2].map(async (i) => {
      const [name, step] = [pair[i], pair[i + 1]];
      const output = [];
      const t = Date.now();
      const code = await step(execCaptured(output));
      console.log(`\n━━ ${name} ━━`);
      process.stdout.write(Buffer.concat(output));
      results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t) / 1000) });
      return code;
    }),
  );
  return outcomes.find((code) => code !== 0) ?? 0;
}

if (await runStaticChecks()) {
  for (const [name, step, ...pair] of steps) {
    if (!step) continue;
    let code;
    if (pair.length > 0) {
      code = await runTogether([name, step, ...pair]);
    } else {
      console.log(`\n━━ ${name} ━━`);
      const t = Date.now();
      code = await step();
      results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - t) / 1000) });
    }
    if (code !== 0) break;
  }
}
const stepNames = steps.flatMap(([name, , other]) => (other ? [name, other] : [name]));
console.log('\n━━ summary ━━');
for (const name of stepNames) {
  const r = results.find((x) => x.name === name);
  console.log(
    `${r ? (r.ok ? 'PASS' : 'FAIL') : 'SKIP'}  ${name}${r ? ` (${r.seconds}s)` : ' (not run: an earlier step failed)'}`,
  );
}
for (const line of failureLines) console.log(`  failed: ${line}`);
const passed = results.filter((r) => r.ok).length;
const failed = stepNames.length - passed;
console.log(`total ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

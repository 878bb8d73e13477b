import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/pending-migrations';
import { signAccessToken } from '../src/modules/auth/access-token';
import { developmentSecret } from '../src/production-checks';
import { answers, apiDir, bundle, ensureBundle, repoRoot, runProcess } from './helpers/built-api';
import { createPostgresDatabase, testDbKind } from './helpers/database';
import { productionEnv } from './helpers/production';

// Production as the default mode, as a real process: the built API (dist/server.js) started without NODE_ENV ran as
// development and signed tokens with the development secret in the public repository. Started so now,
// it is production: it refuses to start unsafe, one line per problem, and exits non-zero.
const runApi = (env: Record<string, string>) => runProcess(process.execPath, [bundle], env);

/** productionEnv as an operator would set it: without NODE_ENV, which the built API defaults to. */
const { NODE_ENV: _mode, ...operatorEnv } = productionEnv;

beforeAll(async () => {
  const built = await ensureBundle();
  if (built) expect(built.code, built.stderr).toBe(0);
}, 120_000);

describe('the built API started without NODE_ENV', () => {
  it('runs as production and refuses every unsafe default, one line each', async () => {
    const { code, stderr } = await runApi({});
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start in production/),
      expect.stringMatching(/^ {2}JWT_SECRET is unset/),
      expect.stringMatching(/^ {2}OTP_SECRET is unset/),
      expect.stringMatching(/^ {2}SURVEY_LINK_SECRET is unset/),
      expect.stringMatching(/^ {2}SITE_REVALIDATE_SECRET is unset/),
      expect.stringMatching(/^ {2}STAFF_TOTP_KEY is unset/),
      expect.stringMatching(/^ {2}DATABASE_URL is unset/),
      expect.stringMatching(/^ {2}SMS_PROVIDER is console/),
      expect.stringMatching(/^ {2}MAIL_PROVIDER is console/),
      expect.stringMatching(/^ {2}HUMAN_CHECK is placeholder/),
      expect.stringMatching(/^ {2}PUBLIC_API_URL is unset/),
      expect.stringMatching(/^ {2}WEB_ORIGIN is unset/),
    ]);
  });

  it('refuses the development secret, so no token signed with it can work against it', async () => {
    const { code, stderr } = await runApi({ ...operatorEnv, JWT_SECRET: developmentSecret, DEMO: '1' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Refusing to start in production/),
      '  JWT_SECRET is the development default, which is public',
      expect.stringMatching(/^ {2}DEMO is set/),
    ]);
  });
});

// With a PostgreSQL to run on, the whole production path: refused while migrations are pending,
// `npm run migrate`, then a server with no dev tool, no /docs, and no way in with the development secret.
// PGlite is the demo's database, which production refuses, so this runs in the PostgreSQL pass only.
describe.runIf(testDbKind === 'postgres')('the built API on a production database', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((done) => server!.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await database.drop();
  }, 30_000);

  it('refuses pending migrations, and after npm run migrate serves without dev tools', async () => {
    const refused = await runApi({ ...operatorEnv, DATABASE_URL: database.url });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^ {2}the database has migrations pending \(0000_init, .*\): run npm run migrate first$/m,
    );

    const migrated = await runProcess(
      'npm',
      ['run', '--silent', 'migrate'],
      { DATABASE_URL: database.url },
      repoRoot,
    );
    expect(migrated.code, migrated.stderr).toBe(0);
    expect(migrated.stdout).toContain(
      `applied: ${readMigrations()
        .map((m) => m.tag)
        .join(', ')}\n`,
    );

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [bundle], {
      cwd: apiDir,
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH ?? '',
        ...operatorEnv,
        DATABASE_URL: database.url,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
      },
    });
    // Ready, too: the readiness probe and the refusal above ask one notion of pending migrations.
    expect(await answers(`${base}/health/ready`)).toBe(true);
    expect((await fetch(`${base}/api/v3/dev/sms-outbox?mobile=01711111111`)).status).toBe(404);
    expect((await fetch(`${base}/docs/json`)).status).toBe(404);
    const now = new Date();
    const token = await signAccessToken(
      developmentSecret,
      { id: 1, role: 'passenger' },
      now,
      new Date(now.getTime() + 600_000),
    );
    const trips = await fetch(`${base}/api/v3/user/trips`, { headers: { authorization: `Bearer ${token}` } });
    expect(trips.status).toBe(401);
  }, 90_000);
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

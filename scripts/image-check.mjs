// CI's image step (.ci/run, after npm test and the cluster journey; docs/deploy.md): builds
// deploy/Dockerfile's api and web images with podman and runs them on the host network against this
// machine's PostgreSQL and the local fakes of the SMS gateway, Turnstile and an S3 bucket
// (apps/api/scripts/cluster-fakes.ts), in production mode as compose runs them:
//   the images' sizes (under 400 MB each), no PGlite or swagger-ui in the API image; migrate and the
//   first staff account through the image; API and web as the `node` user, /health/ready, a page
//   rendered, the web's .next writable by `node`; a passenger logged in through the fakes, a profile
//   picture uploaded to the bucket; the API container recreated and the picture fetched again; a
//   backup through the image (its pg_dump against the server) restored into a fresh database; and each
//   container stopped within 3 s with a request in flight answered, not cut; then the Kubernetes
//   base's api and web Deployments run from the same images with podman kube play.
// Every check prints its figure; the last line counts them. Root is needed (podman, and debootstrap
// when the official Node.js image cannot be pulled: deploy/base-image.sh); on a machine without podman,
// runc or debootstrap they are installed from Debian's packages, as npm test installs Chromium.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/image-check.mjs
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { apiDir, freePort, root } from './lib.mjs';

const MAX_IMAGE_MB = 400;
const MAX_STOP_MS = 3_000;
const started = Date.now();
const run = `${process.pid}`;
const api = 'localhost/pothik-api:ci';
const web = 'localhost/pothik-web:ci';
const env = { ...process.env, CONTAINERS_CONF: resolve(root, '.ci/containers.conf') };
const execFileAsync = promisify(execFile);
const npmCache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
// podman build gives its RUN steps 1,024 open files (buildah's default, containers.conf's default_ulimits
// being empty), and the build's npm ci ran out of them (EMFILE) on a machine whose own limit is 20,000.
// Up to this process's hard limit is allowed where more is refused.
const openFilesHard = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
const buildUlimits = /^\d+$/.test(openFilesHard)
  ? ['--ulimit', `nofile=${openFilesHard}:${openFilesHard}`]
  : [];

let passed = 0;
let failed = 0;
const cleanups = [];

/** A check: prints ✓ with its figure, or ✗ with why; a failed check stops the step (later ones need it). */
async function check(name, body) {
  const t0 = Date.now();
  try {
    const figure = await body();
    passed += 1;
    console.log(`  ✓ ${name}: ${figure ?? 'yes'} (${seconds(Date.now() - t0)})`);
    return figure;
  } catch (err) {
    failed += 1;
    console.log(`  ✗ ${name}: ${err instanceof Error ? err.message : String(err)}`);
    throw new StepFailed();
  }
}
class StepFailed extends Error {}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const must = (condition, message) => {
  if (!condition) throw new Error(message);
};

function podman(args, { input, allowFail = false } = {}) {
  const result = spawnSync('podman', args, { env, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0 && !allowFail)
    throw new Error(
      `podman ${args.slice(0, 2).join(' ')} failed: ${(result.stderr || result.stdout).trim().slice(-2000)}`,
    );
  return result.stdout.trim();
}

/** podman with its output streamed to a log file (builds), resolving with the exit code. */
function podmanLogged(args, logFile) {
  return new Promise((resolvePromise) => {
    const child = spawn('sh', ['-c', `podman "$@" >"${logFile}" 2>&1`, 'podman', ...args], { env });
    child.on('exit', (code) => resolvePromise(code ?? 1));
  });
}

try {
  await main();
} catch (err) {
  if (!(err instanceof StepFailed)) {
    failed += 1;
    console.log(`  ✗ ${err instanceof Error ? err.stack : String(err)}`);
  }
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  console.log(`\nimage step: ${seconds(Date.now() - started)}`);
  console.log(`images: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

async function main() {
  console.log('━━ the images: built and run with podman ━━');
  await check('podman, runc and debootstrap', ensureTools);
  const work = mkdtempSync(join(tmpdir(), 'pothik-images-'));
  cleanups.push(async () => rmSync(work, { recursive: true, force: true }));

  let baseImage = '';
  await check('the base image', async () => {
    const out = spawnSync('bash', [resolve(root, 'deploy/base-image.sh')], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (out.status !== 0) throw new Error(out.stderr.trim().split('\n').slice(-15).join('\n'));
    // What deploy/base-image.sh said last: found in podman's store, or built (and how long it took).
    const said = out.stderr
      .trim()
      .split('\n')
      .findLast((l) => l.startsWith('base image:'));
    baseImage = out.stdout.trim();
    return said ? said.replace(/^base image: /, '') : `${baseImage}, pulled`;
  });

  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  cleanups.push(() => admin.end());
  const pgMajor = Math.floor(
    Number((await admin.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000,
  );

  for (const [target, tag] of [
    ['api', api],
    ['web', web],
  ]) {
    await check(`build the ${target} image`, async () => {
      const log = join(work, `build-${target}.log`);
      const code = await podmanLogged(
        [
          'build',
          // Docker's format keeps the HEALTHCHECK (OCI's has none).
          '--format',
          'docker',
          '--network',
          'host',
          ...buildUlimits,
          // npm's cache of this machine (filled by its npm ci) for the build's npm ci: downloaded once.
          ...(existsSync(npmCache) ? ['--volume', `${npmCache}:/root/.npm`] : []),
          '-f',
          'deploy/Dockerfile',
          '--target',
          target,
          '--build-arg',
          `BASE_IMAGE=${baseImage}`,
          '--build-arg',
          `PG_MAJOR=${pgMajor}`,
          '-t',
          tag,
          root,
        ],
        log,
      );
      if (code !== 0) throw new Error(`podman build failed:\n${tail(log, 40)}`);
      return tag;
    });
  }
  for (const [target, tag] of [
    ['api', api],
    ['web', web],
  ]) {
    await check(`the ${target} image's size, under ${MAX_IMAGE_MB} MB`, async () => {
      const mb = Number(podman(['image', 'inspect', '--format', '{{.Size}}', tag])) / 1e6;
      must(mb < MAX_IMAGE_MB, `${mb.toFixed(0)} MB`);
      return `${mb.toFixed(0)} MB`;
    });
  }
  await check('the API image holds no PGlite and no swagger-ui', async () => {
    const found = podman(
      [
        'run',
        '--rm',
        api,
        'sh',
        '-c',
        'ls -d node_modules/@electric-sql/pglite node_modules/@fastify/swagger-ui 2>/dev/null; pg_dump --version',
      ],
      {},
    );
    const lines = found.split('\n');
    must(lines.length === 1 && lines[0].startsWith('pg_dump (PostgreSQL)'), `found: ${found}`);
    return `neither; ${lines[0]}`;
  });

  // The stack's outside world: a database of this run's own, the fakes, addresses.
  const database = `pothik_images_${run}`;
  const restored = `pothik_images_restored_${run}`;
  for (const name of [database, restored]) {
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(() => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;
  const fakes = await startFakes();
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const secret = () => randomBytes(32).toString('hex');
  // Public addresses production accepts (not this machine's); nothing here calls them: the checks
  // reach each container on 127.0.0.1, the web renders through API_URL.
  const site = `http://pothik.test:${webPort}`;
  const publicApi = `http://api.pothik.test:${apiPort}`;
  const common = {
    NODE_ENV: 'production',
    SITE_REVALIDATE_SECRET: secret(),
    PUBLIC_API_URL: publicApi,
    LOG_LEVEL: 'warn',
  };
  const apiEnv = {
    ...common,
    DATABASE_URL: urlOf(database),
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    JWT_SECRET: secret(),
    OTP_SECRET: secret(),
    STAFF_TOTP_KEY: randomBytes(32).toString('base64'),
    SURVEY_LINK_SECRET: secret(),
    BACKUP_HMAC_KEY: secret(),
    WEB_ORIGIN: site,
    // The outside services are the cluster's fakes on this machine, which production reaches only
    // with LOCAL_FAKES (compose never sets it).
    LOCAL_FAKES: '1',
    MAIL_PROVIDER: 'smtp',
    SMTP_URL: fakes.SMTP_URL,
    SITE_REVALIDATE_URL: `http://127.0.0.1:${webPort}/api/revalidate`,
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: fakes.SMS_HTTP_URL,
    SMS_API_KEY: fakes.SMS_API_KEY,
    HUMAN_CHECK: 'turnstile',
    TURNSTILE_SECRET: fakes.TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: fakes.TURNSTILE_VERIFY_URL,
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: fakes.S3_ENDPOINT,
    S3_BUCKET: 'pothik-uploads',
    S3_ACCESS_KEY_ID: fakes.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: fakes.S3_SECRET_ACCESS_KEY,
  };
  const webEnv = {
    ...common,
    PORT: String(webPort),
    SITE_URL: site,
    API_URL: `http://127.0.0.1:${apiPort}`,
    TURNSTILE_SITE_KEY: 'image-check-fake-turnstile-site-key',
  };
  const apiEnvFile = envFile(work, 'api.env', apiEnv);
  const webEnvFile = envFile(work, 'web.env', webEnv);
  const runOnce = (image, envFileName, args, extra = []) =>
    podman(['run', '--rm', '--network', 'host', '--env-file', envFileName, ...extra, image, ...args]);

  await check('migrate through the image', async () => {
    const out = runOnce(api, apiEnvFile, ['node', 'apps/api/dist/migrate.js']);
    must(out.startsWith('applied: '), out);
    return `${out.split(', ').length} migrations applied`;
  });
  const staffPassword = `image-check-${randomBytes(8).toString('hex')}`;
  await check('the first staff account through the image', async () => {
    const out = runOnce(api, apiEnvFile, [
      'node',
      'apps/api/dist/admin-create.js',
      '--email',
      'admin@pothik.test',
      '--role',
      'admin',
      '--password',
      staffPassword,
    ]);
    must(out.startsWith('staff account admin@pothik.test (admin) is ready.'), out);
    return 'admin@pothik.test (admin)';
  });

  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const apiName = `pothik-api-ci-${run}`;
  const webName = `pothik-web-ci-${run}`;
  const startApi = () => startContainer(apiName, api, apiEnvFile);
  await check('the API starts as the node user and answers /health/ready', async () => {
    startApi();
    const readyIn = await waitReady(`${apiUrl}/health/ready`, apiName);
    return `as ${processUser(apiName)}, ready in ${seconds(readyIn)}, ${healthcheck(apiName)}`;
  });
  await check('the web starts as the node user and answers /health/ready', async () => {
    startContainer(webName, web, webEnvFile);
    const readyIn = await waitReady(`${webUrl}/health/ready`, webName);
    return `as ${processUser(webName)}, ready in ${seconds(readyIn)}, ${healthcheck(webName)}`;
  });
  await check('the web renders the home page', async () => {
    const res = await fetch(`${webUrl}/`);
    const html = await res.text();
    must(
      res.status === 200 && /^<!DOCTYPE html>/i.test(html) && html.includes('<html lang="en"'),
      `${res.status}`,
    );
    return `200, ${(html.length / 1024).toFixed(0)} kB of HTML`;
  });
  await check("the web's .next belongs to the node user, who can write in it", async () => {
    const out = podman([
      'exec',
      webName,
      'sh',
      '-c',
      'stat -c %U apps/web/.next && test -w apps/web/.next/server && echo writable',
    ]);
    must(out === 'node\nwritable', out);
    return 'owned by node, writable';
  });

  const mobile = `017${String(Date.now()).slice(-8)}`;
  let passenger = '';
  await check('a passenger logs in with the code texted through the fake gateway', async () => {
    const token = await (await fetch(`${fakes.control}/turnstile?action=login`, { method: 'POST' })).json();
    const sent = await postJson(`${apiUrl}/api/v3/user/login`, {
      mobile,
      recaptcha_token: token.token,
      channel: 'web',
    });
    if (sent.status !== 200) throw new Error(`login: ${sent.status} ${await sent.text()}`);
    const texts = await (await fetch(`${fakes.control}/sms`)).json();
    const code = texts.findLast((t) => t.to.endsWith(mobile.slice(1)))?.message.match(/\b(\d{4,6})\b/)?.[1];
    must(code, 'no code was texted');
    const verified = await postJson(`${apiUrl}/api/v3/user/verify`, { mobile, otp: code });
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
    passenger = (await verified.json()).data.access_token;
    return `${mobile}, signed in`;
  });
  const authorization = { authorization: `Bearer ${passenger}` };
  const picture = await check('a profile picture is uploaded to the bucket', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1b5e20' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${apiUrl}/api/v3/user/profile-picture`, {
      method: 'POST',
      headers: authorization,
      body: form,
    });
    if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
    const url = (await res.json()).data.profile_picture;
    must(url.startsWith(`${fakes.S3_ENDPOINT}/pothik-uploads/avatars/`), url);
    const got = await fetch(url);
    must(got.status === 200 && got.headers.get('content-type') === 'image/webp', `GET ${got.status}`);
    return url.slice(fakes.S3_ENDPOINT.length);
  });

  const stopApi = await check('the API stops within 3 s, answering the request in flight', () =>
    stopWithRequestInFlight(apiName, apiPort, {
      path: '/api/v3/user/verify',
      headers: {},
      // Refused by the schema (422) once the whole body is read: the answer needs no database.
      body: JSON.stringify({ mobile, otp: 'not-a-code' }),
      answered: (status) => status === 422,
    }),
  );
  await check('the API container is recreated from the image and shows the picture again', async () => {
    podman(['rm', '-f', apiName]);
    startApi();
    const readyIn = await waitReady(`${apiUrl}/health/ready`, apiName);
    const profile = await fetch(`${apiUrl}/api/v3/user/profile`, { headers: authorization });
    must(profile.status === 200, `profile: ${profile.status}`);
    const url = (await profile.json()).data.profile_picture;
    must(url === `${fakes.S3_ENDPOINT}${picture}`, `profile picture: ${url}`);
    const got = await fetch(url);
    must(got.status === 200, `GET ${got.status}`);
    return `ready in ${seconds(readyIn)}, the same picture (${(await got.arrayBuffer()).byteLength} bytes)`;
  });

  await check(
    'a backup through the image (pg_dump), restored into a fresh database through the image',
    async () => {
      const backups = join(work, 'backups');
      rmSync(backups, { recursive: true, force: true });
      spawnSync('mkdir', ['-p', backups]);
      // The image's `node` user (uid 1000) writes there.
      chownSync(backups, 1000, 1000);
      chmodSync(backups, 0o755);
      const mount = ['-v', `${backups}:/backups`];
      const made = runOnce(
        api,
        apiEnvFile,
        ['node', 'apps/api/dist/backup-schedule.js', '--dir', '/backups', '--once'],
        mount,
      );
      const file = /backup written: (\/backups\/pothik-backup-\S+\.tar\.gz)/.exec(made)?.[1];
      must(file, made);
      const restoreEnv = envFile(work, 'restore.env', { ...apiEnv, DATABASE_URL: urlOf(restored) });
      const out = runOnce(api, restoreEnv, ['node', 'apps/api/dist/restore.js', file], mount);
      must(out.startsWith('restored postgres backup of '), out);
      const copy = new pg.Client({ connectionString: urlOf(restored) });
      await copy.connect();
      try {
        const { rows } = await copy.query('select count(*)::int as n from users where mobile = $1', [mobile]);
        must(rows[0].n === 1, `the passenger is not in the restored database (${rows[0].n})`);
      } finally {
        await copy.end();
      }
      return `${file.slice('/backups/'.length)}; the passenger is in the restored copy`;
    },
  );

  const stopWeb = await check('the web stops within 3 s, answering the request in flight', () =>
    stopWithRequestInFlight(webName, webPort, {
      path: '/api/revalidate',
      headers: { authorization: `Bearer ${common.SITE_REVALIDATE_SECRET}` },
      body: JSON.stringify({ tags: ['content'] }),
      answered: (status) => status === 200,
    }),
  );
  await check('the recreated API stops within 3 s', async () => {
    const t0 = Date.now();
    podman(['stop', '--time', '10', apiName]);
    const ms = Date.now() - t0;
    const code = podman(['inspect', '--format', '{{.State.ExitCode}}', apiName]);
    must(ms < MAX_STOP_MS && code === '0', `${seconds(ms)}, exit code ${code}`);
    return `${seconds(ms)}, exit code 0`;
  });
  console.log(`  stops: API ${stopApi}; web ${stopWeb}`);

  // The Kubernetes base's api and web Deployments, run from these images with podman kube play
  // (scripts/kube-play-check.mjs prints its own checks).
  await check('the Kubernetes Deployments run with podman kube play', async () => {
    const out = spawnSync(
      process.execPath,
      [resolve(root, 'scripts/kube-play-check.mjs'), '--api-image', api, '--web-image', web],
      { env: { ...env, DATABASE_URL: adminUrl }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    process.stdout.write(out.stdout.replace(/^/gm, '    '));
    if (out.status !== 0)
      throw new Error((out.stderr || out.stdout).trim().split('\n').slice(-10).join('\n'));
    return 'migrate Job, api and web pods ready, as uid 1000 on a read-only root';
  });
}

async function ensureTools() {
  const missing = ['podman', 'runc', 'debootstrap'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  if (missing.length === 0) return podman(['--version']);
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing.join(', ')}: install them as root`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { env: aptEnv, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`apt-get ${args[0]} failed`);
  }
  return `${podman(['--version'])} (installed: ${missing.join(', ')})`;
}

function envFile(dir, name, values) {
  const file = join(dir, name);
  writeFileSync(
    file,
    Object.entries(values)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
    { mode: 0o600 },
  );
  return file;
}

function startContainer(name, image, envFileName) {
  podman(['rm', '-f', name], { allowFail: true });
  podman(['run', '-d', '--name', name, '--network', 'host', '--env-file', envFileName, image]);
  cleanups.push(async () => podman(['rm', '-f', name], { allowFail: true }));
  return name;
}

/** The user each of the container's processes runs as, e.g. "node" (tini and node). */
function processUser(name) {
  const users = [
    ...new Set(
      podman(['top', name, 'user'])
        .split('\n')
        .slice(1)
        .map((l) => l.trim()),
    ),
  ];
  must(users.length === 1 && users[0] === 'node', `processes run as ${users.join(', ')}`);
  return 'node';
}

async function waitReady(url, name) {
  const t0 = Date.now();
  while (Date.now() - t0 < 120_000) {
    try {
      if ((await fetch(url)).ok) return Date.now() - t0;
    } catch {}
    if (podman(['inspect', '--format', '{{.State.Running}}', name], { allowFail: true }) !== 'true')
      throw new Error(`${name} stopped: ${containerLogs(name)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within 120 s: ${containerLogs(name)}`);
}

/** The image's HEALTHCHECK, run once (podman times it only under systemd). */
function healthcheck(name) {
  const out = spawnSync('podman', ['healthcheck', 'run', name], { env, encoding: 'utf8' });
  must(out.status === 0, `its HEALTHCHECK failed: ${out.stdout}${out.stderr}`);
  return 'HEALTHCHECK healthy';
}

/** The container's last lines of output, both streams. */
function containerLogs(name) {
  const out = spawnSync('podman', ['logs', '--tail', '30', name], { env, encoding: 'utf8' });
  // Without systemd podman cannot time healthchecks and says so on every call: not the container's.
  return `${out.stdout}${out.stderr}`
    .split('\n')
    .filter((line) => !line.includes('systemd connection'))
    .join('\n')
    .trim();
}

function postJson(url, body) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Sends a POST whose body arrives in two halves a second apart, stops the container (SIGTERM, 10 s
 * before podman kills) between them, and measures the stop: the answer must come whole, and the
 * container exit 0 within 3 s.
 */
async function stopWithRequestInFlight(name, port, { path, headers, body, answered }) {
  const socket = connect(port, '127.0.0.1');
  await new Promise((r, j) => socket.once('connect', r).once('error', j));
  let response = '';
  socket.on('data', (chunk) => {
    response += chunk;
  });
  const closed = new Promise((r) => socket.once('close', r));
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  const half = Math.floor(body.length / 2);
  socket.write(head + body.slice(0, half));
  await new Promise((r) => setTimeout(r, 300));
  const t0 = Date.now();
  const stopping = execFileAsync('podman', ['stop', '--time', '10', name], { env });
  await new Promise((r) => setTimeout(r, 1000));
  socket.write(body.slice(half));
  await closed;
  await stopping;
  const ms = Date.now() - t0;
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
  const code = podman(['inspect', '--format', '{{.State.ExitCode}}', name]);
  must(
    answered(status),
    `the request in flight got ${response ? response.split('\r\n')[0] : 'no answer (cut)'}`,
  );
  must(code === '0', `exit code ${code}`);
  must(ms < MAX_STOP_MS, `stopped in ${seconds(ms)}`);
  return `${seconds(ms)}, exit code 0, the request in flight answered ${status}`;
}

/** apps/api/scripts/cluster-fakes.ts, as npm run cluster starts it; answers the addresses it prints. */
async function startFakes() {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(apiDir, 'scripts/cluster-fakes.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(async () => {
    child.kill('SIGTERM');
  });
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('{')) return JSON.parse(line);
  }
  throw new Error('the fakes did not start');
}

function tail(file, lines) {
  return spawnSync('tail', ['-n', String(lines), file], { encoding: 'utf8' }).stdout;
}

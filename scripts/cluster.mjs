// npm run cluster: the production topology on one machine (DESIGN.md §13, docs/deploy.md). nginx in
// front of N API and N web processes, on this machine's PostgreSQL (or DATABASE_URL) in a database of
// the cluster's own, in production mode as `npm run serve` runs each process: generated secrets, no
// demo seed, migrations as a step of their own, SMS, mail and the human check through the local fakes
// of the real services (apps/api/scripts/cluster-fakes.ts), so a journey can read its login codes.
//
//   npm run cluster [-- --api 2 --web 2 --port 8080 --demo --state file.json]
//
// Two origins, each an nginx server: the site (web processes) on --port, the API (API processes, with
// the staff console at /admin and uploads at /images) on --port + 1. For a journey that puts each
// person on a web process of their own, this nginx (not deploy/nginx.conf) sends a browser with the
// cookie `pothik_web_process=N` to web process N only, and names the process that answered every
// site request in `X-Pothik-Web-Upstream` (its address, as nginx's $upstream_addr). The addresses are this machine's
// own network address, not localhost, which production refuses. Uploads go to one folder every API
// process shares (or to S3 when S3_* are set). With --demo the processes run the demo (development
// mode, the demo's seed and fleet) on a database of its own instead, and nginx listens on 127.0.0.1
// only (the demo signs with a published secret and serves the dev outbox) unless HOST opens it. Ctrl-C stops everything; an API
// or web process that dies is started again after a second, as a supervisor would.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staleParts } from './build-stamp.mjs';
import {
  apiDir,
  clusterEdge,
  demoBrandEnv,
  demoReachLine,
  freePort,
  root,
  run,
  waitForUrl,
  webDir,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.CLUSTER_API ?? '2' },
    web: { type: 'string', default: process.env.CLUSTER_WEB ?? '2' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
    demo: { type: 'boolean', default: false },
    /** Where to write the cluster's addresses and processes once it is up (for a journey). */
    state: { type: 'string' },
  },
});
const apiCount = Number(args.api);
const webCount = Number(args.web);
const sitePort = Number(args.port);
const apiPublicPort = sitePort + 1;
if (!(apiCount >= 1 && webCount >= 1 && sitePort > 0)) {
  console.error('usage: npm run cluster -- [--api N] [--web N] [--port P] [--demo] [--state file]');
  process.exit(2);
}

const children = new Set();
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    [...children].map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null)),
  );
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// 1. The builds, as npm start decides: missing or built from other sources.
for (const { part } of staleParts()) {
  console.log(`cluster: building the ${part}`);
  if ((await run('npm', ['run', 'build', '-w', `@pothik/${part}`])) !== 0) process.exit(1);
}

// 2. nginx: Debian's package; installed when we are root, as npm test installs Chromium.
const nginx = findNginx() ?? installNginx();

// 3. The database of the cluster's own.
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.CLUSTER_DATABASE ?? (args.demo ? 'pothik_cluster_demo' : 'pothik_cluster');
const databaseUrl = await ensureDatabase(baseUrl, dbName);

// 4. Addresses: this machine's network address (production refuses localhost and loopbacks). The demo
// listens on the loopback unless HOST opens it (nginx is what listens; the processes behind it always
// listen on the loopback).
const { listenHost, host, listen } = clusterEdge({ demo: args.demo, networkAddress });
const siteUrl = `http://${host}:${sitePort}`;
const publicApiUrl = `http://${host}:${apiPublicPort}`;
const runDir = resolve(process.env.CLUSTER_DIR ?? join(tmpdir(), `pothik-cluster-${sitePort}`));
mkdirSync(join(runDir, 'uploads'), { recursive: true });
const apiPorts = await Promise.all(Array.from({ length: apiCount }, () => freePort()));
// nginx's server for the web processes' own calls to the API (on 127.0.0.1 only).
const internalApiPort = await freePort();
const webPorts = await Promise.all(Array.from({ length: webCount }, () => freePort()));

// 5. The outside services' fakes (production mode only: the demo logs its codes and takes the
// placeholder human check).
const fakes = args.demo ? undefined : await startFakes();

const secret = () => randomBytes(32).toString('base64url');
/** The variables of every process; deploy/compose.yaml names the same (test/deploy-files.test.ts). */
const env = {
  ...process.env,
  ...(args.demo
    ? { ...demoBrandEnv, NODE_ENV: 'development', DEMO: '1' }
    : {
        NODE_ENV: 'production',
        // Production reaches the SMS gateway and Turnstile at these fakes on the loopback only by this
        // switch, which compose never sets (production-checks.ts).
        LOCAL_FAKES: '1',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: fakes.SMS_HTTP_URL,
        SMS_API_KEY: fakes.SMS_API_KEY,
        HUMAN_CHECK: 'turnstile',
        TURNSTILE_SECRET: fakes.TURNSTILE_SECRET,
        TURNSTILE_VERIFY_URL: fakes.TURNSTILE_VERIFY_URL,
        TURNSTILE_SITE_KEY: 'cluster-fake-turnstile-site-key',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: fakes.SMTP_URL,
      }),
  DATABASE_URL: databaseUrl,
  JWT_SECRET: process.env.JWT_SECRET ?? secret(),
  OTP_SECRET: process.env.OTP_SECRET ?? secret(),
  SURVEY_LINK_SECRET: process.env.SURVEY_LINK_SECRET ?? secret(),
  SITE_REVALIDATE_SECRET: process.env.SITE_REVALIDATE_SECRET ?? secret(),
  STAFF_TOTP_KEY: process.env.STAFF_TOTP_KEY ?? randomBytes(32).toString('base64'),
  SITE_URL: siteUrl,
  WEB_ORIGIN: siteUrl,
  PUBLIC_API_URL: publicApiUrl,
  // The web renders through nginx too, so its calls are balanced over the API processes: through the
  // server for the web alone, which keeps the web's request id.
  API_URL: `http://127.0.0.1:${internalApiPort}`,
  // Every web process's own address: each keeps a cache of its own (docs/decisions/0010).
  SITE_REVALIDATE_URL: webPorts.map((p) => `http://127.0.0.1:${p}/api/revalidate`).join(','),
  // nginx, which reaches the API processes from 127.0.0.1, is the only proxy whose X-Forwarded-For
  // counts (it writes the client's address there, never what the client sent).
  TRUST_PROXY: '127.0.0.1',
  UPLOADS_DIR: process.env.UPLOADS_DIR ?? join(runDir, 'uploads'),
  API_HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

// 6. Migrations, a step of its own (production refuses to start with any pending; the demo migrates
// itself).
if (!args.demo && (await run('npm', ['run', 'migrate'], { env })) !== 0) await stopAll(1);

// 7. The processes, then nginx in front once they answer.
const apis = apiPorts.map((port, i) =>
  supervise(`api${i + 1}`, () =>
    spawn(process.execPath, [resolve(apiDir, 'dist/server.js')], {
      cwd: apiDir,
      env: { ...env, API_PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  ),
);
for (const port of apiPorts) {
  if (!(await waitForUrl(`http://127.0.0.1:${port}/health`, 60_000))) {
    console.error(`cluster: the API on port ${port} did not start`);
    await stopAll(1);
  }
}
writeNginxConf();
supervise('nginx', () =>
  spawn(nginx, ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-e', join(runDir, 'error.log')], {
    stdio: 'inherit',
  }),
);
const webs = webPorts.map((port, i) =>
  supervise(`web${i + 1}`, () =>
    spawn(process.execPath, [resolve(webDir, 'server.mjs')], {
      cwd: webDir,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  ),
);
for (const port of webPorts) {
  if (!(await waitForUrl(`http://127.0.0.1:${port}/health/live`, 120_000))) {
    console.error(`cluster: the web on port ${port} did not start`);
    await stopAll(1);
  }
}
if (!(await waitForUrl(`${publicApiUrl}/health`, 30_000)) || !(await waitForUrl(siteUrl, 60_000))) {
  console.error('cluster: nginx does not answer');
  await stopAll(1);
}

const state = {
  mode: args.demo ? 'demo' : 'production',
  site: siteUrl,
  api: publicApiUrl,
  /** nginx's server for the web processes' calls (keeps their request id). */
  internalApi: `http://127.0.0.1:${internalApiPort}`,
  database: databaseUrl,
  uploads: env.UPLOADS_DIR,
  fakes: fakes?.control,
  apis: apiPorts.map((port, i) => ({ port, pid: () => apis[i].current.pid })),
  webs: webPorts.map((port, i) => ({ port, pid: () => webs[i].current.pid })),
};
const stateJson = () =>
  JSON.stringify(state, (_key, value) => (typeof value === 'function' ? value() : value), 2);
if (args.state) writeFileSync(args.state, stateJson());
console.log(
  `\n  Pothik cluster (${state.mode}): ${apiCount} API and ${webCount} web processes behind nginx\n` +
    `  site: ${siteUrl}\n  api:  ${publicApiUrl}  (console: ${publicApiUrl}/admin)\n` +
    `  database: ${dbName}   uploads: ${env.UPLOADS_DIR}   nginx: ${runDir}\n` +
    (args.demo
      ? `  ${demoReachLine(listenHost)}\n`
      : '  staff: npm run admin:create -- --email you@example.com --role admin (with DATABASE_URL)\n') +
    '  Ctrl-C stops everything.\n',
);

/**
 * Starts `start()` and starts it again a second after it dies (unless the cluster is stopping), as
 * a process supervisor would: a journey kills one API process and the balancer carries on.
 */
function supervise(name, start) {
  const slot = { current: undefined };
  const launch = () => {
    const child = start();
    slot.current = child;
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      console.error(`cluster: ${name} stopped (${signal ?? code}); starting it again`);
      setTimeout(() => {
        if (!stopping) {
          launch();
          if (args.state) writeFileSync(args.state, stateJson());
        }
      }, 1000);
    });
  };
  launch();
  return slot;
}

function findNginx() {
  for (const path of [process.env.NGINX, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (path && existsSync(path)) return path;
  }
  return undefined;
}

function installNginx() {
  const command = 'apt-get install -y --no-install-recommends nginx-light || apt-get install -y nginx';
  if (process.getuid?.() !== 0) {
    console.error(`cluster: nginx is not installed. Install it (Debian/Ubuntu):\n  sudo sh -c '${command}'`);
    process.exit(1);
  }
  console.log('cluster: installing nginx (Debian package)');
  execFileSync('sh', ['-c', `apt-get update -q && (${command})`], { stdio: 'inherit' });
  const found = findNginx();
  if (!found) {
    console.error('cluster: nginx was not installed');
    process.exit(1);
  }
  return found;
}

/** Creates `name` on the server of `url` unless it exists; answers its URL. */
async function ensureDatabase(url, name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    console.error(`cluster: cannot reach PostgreSQL at ${url} (${err.message}); set DATABASE_URL`);
    process.exit(1);
  }
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.href;
}

function networkAddress() {
  for (const list of Object.values(networkInterfaces())) {
    for (const address of list ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  console.error('cluster: this machine has no network address; set CLUSTER_HOST to a name that reaches it');
  process.exit(1);
}

/** Starts apps/api/scripts/cluster-fakes.ts and reads the addresses it prints. */
async function startFakes() {
  // node itself with tsx's loader (not npx): the process stopped at the end is the one that serves.
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(apiDir, 'scripts/cluster-fakes.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) return JSON.parse(line);
  }
  console.error('cluster: the fakes did not start');
  return stopAll(1);
}

/**
 * nginx's main file: this machine's upstreams and paths around the production edge rules
 * (deploy/nginx/*.conf, linked as pothik/), with the settings deploy/nginx/settings.sh writes into
 * pothik-settings/: /metrics and /health/ready from this machine only (127.0.0.1), the console from
 * NGINX_ADMIN_ALLOW (default the machine's network address, where a browser on it comes from).
 */
function writeNginxConf() {
  const link = join(runDir, 'pothik');
  rmSync(link, { force: true });
  symlinkSync(resolve(root, 'deploy/nginx'), link);
  execFileSync('sh', [resolve(root, 'deploy/nginx/settings.sh'), join(runDir, 'pothik-settings')], {
    env: {
      PATH: process.env.PATH,
      NGINX_PRIVATE_NETWORKS: process.env.NGINX_PRIVATE_NETWORKS ?? '127.0.0.1',
      NGINX_ADMIN_ALLOW: process.env.NGINX_ADMIN_ALLOW ?? host,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const servers = (ports) =>
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  // Keep-alive to the processes ends before theirs does (75 s), as in deploy/nginx.conf.
  const upstream = (name, ports, keepalive = 32) =>
    `  upstream ${name} {\n    zone ${name} 64k;\n${servers(ports)}\n    keepalive ${keepalive};\n    keepalive_timeout 60s;\n  }`;
  const conf = `# Written by scripts/cluster.mjs; docs/deploy.md explains each part.
daemon off;
worker_processes 1;
pid ${runDir}/nginx.pid;
events { worker_connections 4096; }
http {
  include pothik/edge.conf;
  access_log ${runDir}/access.log pothik;
  client_body_temp_path ${runDir}/body;
  proxy_temp_path ${runDir}/proxy;
  fastcgi_temp_path ${runDir}/fastcgi;
  uwsgi_temp_path ${runDir}/uwsgi;
  scgi_temp_path ${runDir}/scgi;
${upstream('pothik_api', apiPorts)}
  # The WebSocket's: the same processes, chosen by the socket's trip (deploy/nginx/edge.conf).
  upstream pothik_api_realtime {
    zone pothik_api_realtime 64k;
    hash $pothik_realtime_route consistent;
${servers(apiPorts)}
  }
${upstream('pothik_web', webPorts)}
  # One web process by number, for a client that asks for it (a journey's browsers): every process
  # renders the same site, so choosing one changes nothing but where the page is made.
${webPorts.map((p, i) => upstream(`pothik_web_${i + 1}`, [p], 8)).join('\n')}
  map $cookie_pothik_web_process $pothik_web {
    default pothik_web;
${webPorts.map((_p, i) => `    ${i + 1} pothik_web_${i + 1};`).join('\n')}
  }
  # Which process made each answer of the site: a journey proves each person's pages came from theirs.
  map $host $pothik_web_process_header {
    default $upstream_addr;
  }
  # Which API process took each WebSocket: a journey proves a trip's sockets meet on one.
  map $host $pothik_api_process_header {
    default $upstream_addr;
  }
  # The site's origin: the web processes.
  server {
    listen ${listen(sitePort)};
    include pothik/site-locations.conf;
  }
  # The API's origin: the API, the staff console (/admin), uploads (/images) and the WebSocket.
  server {
    listen ${listen(apiPublicPort)};
    include pothik/api-locations.conf;
  }
  # The API for the web processes only (their API_URL), on this machine only.
  server {
    listen 127.0.0.1:${internalApiPort};
    include pothik/internal-locations.conf;
  }
}
`;
  writeFileSync(join(runDir, 'nginx.conf'), conf);
}

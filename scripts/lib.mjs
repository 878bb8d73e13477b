import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const apiDir = resolve(root, 'apps/api');
export const webDir = resolve(root, 'apps/web');

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(1));
  });
}

/**
 * A port nothing listens on, for a server started soon after. It is drawn from below every system's
 * ephemeral range (Linux 32768-60999, macOS and Windows 49152-65535): a port from that range, which is
 * what binding port 0 returns, can be handed to an outgoing connection before our server binds it (a
 * CI run failed so, EADDRINUSE, while the API's readiness was being polled).
 */
export async function freePort() {
  for (let attempt = 0; attempt < 500; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

function canListen(port) {
  return new Promise((resolvePromise) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolvePromise(false));
    // No host: every address, IPv6 and IPv4, as Next.js listens; a port taken on any of them is refused.
    server.listen(port, () => server.close(() => resolvePromise(true)));
  });
}

/**
 * Servers that live and die together: Ctrl-C or SIGTERM stops them all, and so does any one of them
 * stopping; then this process exits with that one's code (0 for a signal).
 */
export function stopTogether(children) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
      () => process.exit(code),
    );
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));
}

export async function waitForUrl(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

export const isApiBuilt = () => existsSync(resolve(apiDir, 'dist/server.js'));
export const isWebBuilt = () => existsSync(resolve(webDir, '.next/BUILD_ID'));
export const isAdminBuilt = () => existsSync(resolve(root, 'apps/admin/dist/index.html'));

export const chromiumPath = () =>
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/**
 * The demo's brand facts (the web shows none it is not given: docs/configuration.md): npm start, e2e
 * and the web benchmark set them, so the demo's footer and structured data stay as they were.
 */
export const demoBrandEnv = {
  SUPPORT_EMAIL: 'support@pothik.com.bd',
  SUPPORT_PHONE: '09610-000000',
  BRAND_ADDRESS_EN: 'House 42, Road 11, Banani, Dhaka 1213, Bangladesh',
  BRAND_ADDRESS_BN: 'বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩, বাংলাদেশ',
  BRAND_TRADE_LICENCE: 'TRAD/DNCC/045612/2024',
  SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/pothik',
  SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/pothik',
  SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/pothik',
  SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@pothik',
  APP_USER_ANDROID_URL: 'https://play.google.com/store/apps/details?id=bd.pothik.user',
  APP_USER_IOS_URL: 'https://apps.apple.com/bd/app/pothik/id6450000001',
  APP_DRIVER_ANDROID_URL: 'https://play.google.com/store/apps/details?id=bd.pothik.driver',
};

/** Whether a listen address is this machine's loopback (only this machine reaches it). */
export const isLoopbackHost = (host) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** Every address of the machine: the network's too. */
const isAnyAddress = (host) => host === '0.0.0.0' || host === '::';

/**
 * Where the demo listens: 127.0.0.1 unless HOST says otherwise. The demo signs tokens with a secret
 * published in the repository and answers the dev tools (every login code at /api/v3/dev/sms-outbox):
 * anyone who reached it could log in as anyone, so it is opened to the network only on purpose.
 */
export const demoHost = (env = process.env) => env.HOST || '127.0.0.1';

/**
 * Where npm run cluster's nginx listens, and the address the site goes by. The demo's edge listens on
 * the loopback unless HOST opens it (demoHost); production's on every address, going by this machine's
 * network address (production refuses localhost and loopbacks). CLUSTER_HOST names the site otherwise.
 * `listen(port)` is nginx's listen parameter.
 */
export function clusterEdge({ demo, env = process.env, networkAddress }) {
  const listenHost = demo ? demoHost(env) : undefined;
  const host = env.CLUSTER_HOST ?? (listenHost && isLoopbackHost(listenHost) ? listenHost : networkAddress());
  const listen = (port) =>
    listenHost ? `${listenHost.includes(':') ? `[${listenHost}]` : listenHost}:${port}` : String(port);
  return { listenHost, host, listen };
}

/** The start banner's line on who can reach the demo listening on `host`. */
export function demoReachLine(host) {
  if (isLoopbackHost(host)) return 'Only this machine can reach it (HOST=0.0.0.0 opens it to the network).';
  return (
    `HOST=${host}: open to the network. Anyone who reaches this machine can use the demo, which signs ` +
    'tokens with a secret published in the repository and shows every login code (/api/v3/dev/sms-outbox).'
  );
}

/**
 * The demo's environment (npm start, npm run dev): development mode, whatever the shell says, so the
 * demo never meets production's refusals; the demo and its brand facts unless set; what both servers
 * need to find each other; both listening on HOST (demoHost).
 */
export function systemEnv(source = process.env) {
  const apiPort = source.API_PORT ?? '4000';
  const webPort = source.WEB_PORT ?? '3000';
  const host = demoHost(source);
  // A browser reaches a server listening on every address or on the loopback at localhost; one named
  // address (HOST=192.168.1.5) only there, so that is the address the site and its API go by.
  const publicHost = isAnyAddress(host) || isLoopbackHost(host) ? 'localhost' : urlHost(host);
  const localHost = isAnyAddress(host) || isLoopbackHost(host) ? '127.0.0.1' : urlHost(host);
  const env = {
    ...demoBrandEnv,
    ...source,
    NODE_ENV: 'development',
    DEMO: source.DEMO ?? '1',
    API_PORT: apiPort,
    // The API's listen address (apps/api/src/config.ts) and the web server's (apps/web/server.mjs).
    API_HOST: host,
    HOST: host,
    WEB_ORIGIN:
      source.WEB_ORIGIN ??
      [...new Set([`http://${publicHost}:${webPort}`, `http://${localHost}:${webPort}`])].join(','),
    API_URL: source.API_URL ?? `http://${localHost}:${apiPort}`,
    PUBLIC_API_URL: source.PUBLIC_API_URL ?? `http://${publicHost}:${apiPort}`,
    // The API asks the web to drop its content cache after a console change; a new secret each start.
    SITE_REVALIDATE_SECRET: source.SITE_REVALIDATE_SECRET ?? randomBytes(24).toString('base64url'),
  };
  return {
    env,
    host,
    apiPort,
    webPort,
    apiUrl: `http://${publicHost}:${apiPort}`,
    webUrl: `http://${publicHost}:${webPort}`,
    /** Where this machine reaches the servers (what start waits for). */
    localApiUrl: `http://${localHost}:${apiPort}`,
    localWebUrl: `http://${localHost}:${webPort}`,
  };
}

/** An address as a URL writes it: an IPv6 address in brackets. */
const urlHost = (host) => (host.includes(':') ? `[${host}]` : host);

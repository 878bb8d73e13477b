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

/**
 * The demo's environment (npm start, npm run dev): development mode, whatever the shell says, so the
 * demo never meets production's refusals; the demo and its brand facts unless set; what both servers
 * need to find each other.
 */
export function systemEnv() {
  const apiPort = process.env.API_PORT ?? '4000';
  const webPort = process.env.WEB_PORT ?? '3000';
  const env = {
    ...demoBrandEnv,
    ...process.env,
    NODE_ENV: 'development',
    DEMO: process.env.DEMO ?? '1',
    API_PORT: apiPort,
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
    API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
    PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`,
    // The API asks the web to drop its content cache after a console change; a new secret each start.
    SITE_REVALIDATE_SECRET: process.env.SITE_REVALIDATE_SECRET ?? randomBytes(24).toString('base64url'),
  };
  return {
    env,
    apiPort,
    webPort,
    apiUrl: `http://localhost:${apiPort}`,
    webUrl: `http://localhost:${webPort}`,
  };
}

// bench web: what a phone downloads and how Lighthouse (mobile, Debian's Chromium)
// scores our pages, against a bare Next.js page built in the same run with the same Next.js.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { demoBrandEnv, freePort } from '../scripts/lib.mjs';
import {
  beyondFramework,
  type LighthouseRun,
  largestParts,
  longestMainThreadTaskMs,
  medianOfRuns,
  pageFigures,
  relativeTargets,
  reportWeb,
  type TraceEvent,
  type WebFigures,
  webRoutes,
} from './checks/web';
import { type AuditedRun, auditsMissed } from './lib/audits-missed';
import { type FirstLoadJs, firstLoadJs } from './lib/first-load-js';
import { printTable } from './lib/table';
import { atMost, type Check, holds, report, shown } from './lib/verdict';

const root = resolve(import.meta.dirname, '..');
const nextBin = join(root, 'node_modules/next/dist/bin/next');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bareDir = join(root, 'bench/.bare-next');
// The web build's source maps, kept out of what it serves (apps/web/scripts/source-maps.mjs).
const sourceMaps = join(root, 'apps/web/.next/source-maps');
// Lighthouse's own advice on its variability: run it several times and read the median. Each figure is its
// own median over the runs, so the LCP judged is the median LCP (the "median run" Lighthouse's
// computeMedianRun picks by FCP and time to interactive can carry an LCP from either end); every run's LCP
// is shown too.
// The routes, the targets and the checks that hold a run to them are in checks/web.ts.
const runsPerRoute = Number(process.env.BENCH_WEB_RUNS ?? 5);
// BENCH_WEB_JS_ONLY=1: only each route's first-load JS and its breakdown, no Lighthouse run and no trace
// (seconds instead of many minutes, for checking a change to what a route loads on a shared machine).
const jsOnly = process.env.BENCH_WEB_JS_ONLY === '1';
// BENCH_WEB_ROUTES=/,/driver: only these routes beside the bare page (for working on one route); the
// routes left out have no figure, so their targets read as missed and the run cannot pass.
const onlyRoutes = process.env.BENCH_WEB_ROUTES?.split(',').map((r) => r.trim());
const measuredRoutes = onlyRoutes ? webRoutes.filter((r) => onlyRoutes.includes(r)) : webRoutes;

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });
}

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The page's HTML, gzipped as a server would send it. */
async function htmlKb(url: string): Promise<number> {
  const html = Buffer.from(await (await fetch(url)).arrayBuffer());
  return Math.round(gzipSync(html, { level: 9 }).length / 102.4) / 10;
}

/**
 * A bare App Router page (no data, no client code of ours), built with the same Next.js and bundler.
 * It lives inside the repository (ignored by git) because Turbopack resolves packages only under the
 * workspace root.
 */
async function buildBarePage(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(
    join(dir, 'app/layout.jsx'),
    'export const metadata = { title: \'Bare\' };\nexport default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(
    join(dir, 'app/page.jsx'),
    'export default function Page() { return <main><h1>Bare page</h1></main>; }\n',
  );
  const build = run(process.execPath, [nextBin, 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
  const code = await new Promise<number | null>((done) => build.once('exit', done));
  if (code !== 0) throw new Error('the bare Next.js page did not build');
}

/** Traces of the home page's load at 4× CPU slowdown: the longest task is the median of their longest. */
const traceRuns = 3;

/**
 * The longest main-thread task of a page's load with the CPU really slowed 4× (Lighthouse's devtools
 * throttling: Lighthouse's default simulates the slowdown from a fast trace, which has no task lengths).
 */
async function longestTaskOfLoad(url: string, port: number): Promise<number> {
  const longest: number[] = [];
  for (let i = 0; i < traceRuns; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    });
    const events = (result?.artifacts as { Trace?: { traceEvents: TraceEvent[] } } | undefined)?.Trace
      ?.traceEvents;
    longest.push(events ? longestMainThreadTaskMs(events) : Number.NaN);
  }
  return medianOfRuns(longest);
}

type Passenger = {
  accessToken: string;
  accessExpires: string;
  refreshToken: string;
  refreshExpires: string;
  user: unknown;
  tripId: number;
};

async function apiJson(url: string, init: RequestInit): Promise<{ data: Record<string, unknown> }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A new passenger logged in through the API (the dev SMS outbox has the code) with one trip requested. */
async function passengerWithTrip(api: string): Promise<Passenger> {
  const v3 = `${api}/api/v3`;
  const mobile = `017${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await apiJson(`${v3}/user/login`, {
    method: 'POST',
    body: JSON.stringify({ mobile, recaptcha_token: 'web-placeholder-token', channel: 'web' }),
  });
  let otp: string | undefined;
  for (let attempt = 0; attempt < 50 && !otp; attempt++) {
    const outbox = await apiJson(`${v3}/dev/sms-outbox?mobile=${mobile}`, {});
    otp = (outbox.data.items as { code: string | null }[])[0]?.code ?? undefined;
    if (!otp) await new Promise((r) => setTimeout(r, 100));
  }
  if (!otp) throw new Error('no login code in the dev SMS outbox');
  const session = (
    await apiJson(`${v3}/user/verify`, { method: 'POST', body: JSON.stringify({ mobile, otp }) })
  ).data as {
    access_token: string;
    accessTokenExpiresIn: string;
    refresh_token: string;
    refreshTokenExpiresIn: string;
    user: unknown;
  };
  const ymd = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
  const trip = await apiJson(`${v3}/user/trips`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.access_token}`, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      trip_type: 'one_way',
      car_type: 'sedan',
      pickup: { address: 'Gulshan 2, Dhaka', lat: 23.7925, lng: 90.4078 },
      dropoff: { address: "Cox's Bazar", lat: 21.4272, lng: 92.0058 },
      pickup_at: `${ymd}T10:00:00+06:00`,
    }),
  });
  return {
    accessToken: session.access_token,
    accessExpires: session.accessTokenExpiresIn,
    refreshToken: session.refresh_token,
    refreshExpires: session.refreshTokenExpiresIn,
    user: session.user,
    tripId: (trip.data.trip as { id: number }).id,
  };
}

/**
 * Leaves the browser as a login on the site leaves it (e2e/helpers/auth.ts, seedSession): the refresh
 * token as the API's httpOnly cookie on its refresh route, the access token as the site's copy for the
 * pages it renders (apps/web/src/lib/page-session.ts, ADR 0024), the login's end and the user in the
 * site's localStorage. Lighthouse clears none of them between runs (only caches, service workers and
 * file systems), and each page load's renewal stores the rotated cookie and a new copy.
 */
async function seedLogin(port: number, web: string, api: string, passenger: Passenger) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie({
      name: 'pothik_refresh',
      value: passenger.refreshToken,
      domain: new URL(api).hostname,
      path: '/api/v3/user/refresh-token',
      httpOnly: true,
      secure: false,
      sameSite: 'Strict',
      expires: Math.floor(Date.parse(passenger.refreshExpires) / 1000),
    });
    await page.setCookie({
      name: 'pothik_page_session',
      value: passenger.accessToken,
      domain: new URL(web).hostname,
      path: '/',
      httpOnly: true,
      secure: false,
      sameSite: 'Strict',
      expires: Math.floor(Date.parse(passenger.accessExpires) / 1000),
    });
    await page.goto(`${web}/robots.txt`);
    await page.evaluate(
      (entries) => {
        // Runs in the page (puppeteer serialises it): the browser's storage, not Node's.
        const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
          .localStorage;
        for (const [key, value] of entries) storage.setItem(key, value);
      },
      Object.entries({
        refresh_token_expires: passenger.refreshExpires,
        user: JSON.stringify(passenger.user),
      }),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

const TRIP_ROUTE = '/trip/my-trips/[id]';

function launchChrome() {
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
/** A route to run Lighthouse on: its address, the browser that loads it, its first-load JS. */
type Measured = { route: string; url: string; port: number; load: FirstLoadJs };

/**
 * Each route's Lighthouse runs, taken in turns: the first run of every route (the bare page first), then
 * the second of every route, and so on. A run lasts many minutes and the machine's speed drifts over
 * them (other tenants of its host); in turns, every route's median and the bare page's come from the
 * same stretches of it, so a slow stretch cannot fall on one route alone and read as its regression.
 */
async function lighthouseInTurns(measured: Measured[]): Promise<Map<string, LighthouseResult[]>> {
  const runs = new Map<string, LighthouseResult[]>(measured.map(({ route }) => [route, []]));
  for (let i = 0; i < runsPerRoute; i++) {
    for (const { route, url, port } of measured) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result) runs.get(route)?.push(result.lhr);
    }
  }
  return runs;
}

/** A route's line of the table: its medians, each run's LCP and TBT, and the median run's LCP element. */
function routeRow(
  route: string,
  page: ReturnType<typeof pageFigures> & { jsKb: number },
  runs: LighthouseResult[],
  bareJs: number,
  htmlGzipKb: number,
): Record<string, string | number> {
  const lcpOf = (run: LighthouseResult) =>
    Math.round(run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  const tbtOf = (run: LighthouseResult) =>
    Math.round(run.audits['total-blocking-time']?.numericValue ?? Number.NaN);
  // Which element Lighthouse took as the LCP in the median run, so a missed LCP says what to look at.
  const lcpRun = runs.find((run) => lcpOf(run) === page.lcpMs);
  const lcpTable = (
    lcpRun?.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { selector?: string } }[] }[] }
      | undefined
  )?.items?.[0]?.items?.[0];
  return {
    route,
    'JS gzip KB': page.jsKb,
    'vs bare': `${shown(page.jsKb / bareJs, 2)}×`,
    'HTML gzip KB': htmlGzipKb,
    perf: shown(page.performance, 0),
    a11y: shown(page.accessibility, 0),
    'best pr.': shown(page.bestPractices, 0),
    seo: shown(page.seo, 0),
    'LCP ms': shown(page.lcpMs, 0),
    'LCP of each run': runs.map(lcpOf).join('/'),
    'TBT ms': shown(page.tbtMs, 0),
    'TBT of each run': runs.map(tbtOf).join('/'),
    CLS: shown(page.cls, 3),
    'LCP element': lcpTable?.node?.selector?.split(' > ').slice(-2).join(' > ').slice(0, 40) ?? '',
  };
}

export async function benchWeb() {
  if (
    !existsSync(join(root, 'apps/web/.next/BUILD_ID')) ||
    !existsSync(join(root, 'apps/api/dist/server.js'))
  ) {
    report('web', 'not built', [holds('a built tree (npm run build first)', false)]);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pothik-bench-web-'));
  const children: ChildProcess[] = [];
  try {
    await buildBarePage(bareDir);
    const [apiPort, webPort, barePort] = [await freePort(), await freePort(), await freePort()];
    const api = `http://127.0.0.1:${apiPort}`;
    const web = `http://127.0.0.1:${webPort}`;
    const bare = `http://127.0.0.1:${barePort}`;
    children.push(
      run(process.execPath, ['dist/server.js'], join(root, 'apps/api'), {
        API_PORT: String(apiPort),
        API_HOST: '127.0.0.1',
        NODE_ENV: 'development',
        DEMO: '1',
        DEMO_FLEET_INTERVAL_MS: '0',
        LOG_LEVEL: 'warn',
        PGLITE_DIR: join(dir, 'pglite'),
        WEB_ORIGIN: web,
      }),
      // Ours as npm start serves it (brotli); the bare page as `next start` serves it (gzip).
      run(process.execPath, ['server.mjs'], join(root, 'apps/web'), {
        ...demoBrandEnv,
        NODE_ENV: 'development',
        PORT: String(webPort),
        API_URL: api,
        PUBLIC_API_URL: api,
        SITE_URL: web,
      }),
      run(process.execPath, [nextBin, 'start', '-p', String(barePort)], bareDir),
    );
    await Promise.all([waitFor(`${api}/health`), waitFor(web), waitFor(bare)]);

    const bareLoad = await firstLoadJs(bare);
    const bareJs = bareLoad.kb;
    // A passenger's trip for its page: logged in through the API as the e2e helpers do, the trip requested
    // through it; the browser then holds the login as a login on the site leaves it.
    const passenger = await passengerWithTrip(api);
    const chrome = await launchChrome();
    // The trip's page is measured logged in, in a browser of its own, so that its runs can take turns
    // with the other routes', which are measured as a first visitor sees them.
    let tripChrome: chromeLauncher.LaunchedChrome | undefined;
    const rows: Record<string, string | number>[] = [];
    const breakdown: Record<string, string | number>[] = [];
    const figures: WebFigures = { bareJsKb: bareJs, pages: {} };
    const jsChecks: Check[] = [];
    // Per route, the best-practices audits that failed, so a score under 100 says what to look at.
    const practicesMissed: string[] = [];
    try {
      if (measuredRoutes.includes(TRIP_ROUTE)) {
        tripChrome = await launchChrome();
        await seedLogin(tripChrome.port, web, api, passenger);
      }
      const measured: Measured[] = [];
      for (const route of ['bare', ...measuredRoutes]) {
        const url = route === 'bare' ? bare : `${web}${route.replace('[id]', String(passenger.tripId))}`;
        // Warm the server's caches once, as a visitor after the first would find them.
        await fetch(url);
        const load = route === 'bare' ? bareLoad : await firstLoadJs(url, sourceMaps);
        breakdown.push({
          route,
          'largest parts of the first-load JS (gzip)': largestParts(load.parts, 4),
          'largest beyond Next.js and React': largestParts(beyondFramework(load.parts, bareLoad.parts), 6),
        });
        if (jsOnly) {
          rows.push({ route, 'JS gzip KB': load.kb, 'vs bare': `${shown(load.kb / bareJs, 2)}×` });
          if (route !== 'bare')
            jsChecks.push(
              atMost(
                `first-load JS ≤ ${relativeTargets.jsRatio}× bare`,
                load.kb / bareJs,
                relativeTargets.jsRatio,
                route,
              ),
            );
          continue;
        }
        const port = route === TRIP_ROUTE && tripChrome ? tripChrome.port : chrome.port;
        measured.push({ route, url, port, load });
      }
      if (!jsOnly) {
        const runsOf = await lighthouseInTurns(measured);
        for (const { route, url, load } of measured) {
          const runs = runsOf.get(route) ?? [];
          const page = { ...pageFigures(runs as LighthouseRun[]), jsKb: load.kb, largest: load.parts };
          rows.push(routeRow(route, page, runs, bareJs, await htmlKb(url)));
          for (const missed of auditsMissed(runs as AuditedRun[], 'best-practices'))
            practicesMissed.push(`${route}: ${missed}`);
          if (route === 'bare') figures.bare = page;
          else figures.pages[route] = page;
        }
        figures.longestTaskMs = await longestTaskOfLoad(`${web}/`, chrome.port);
        figures.bareLongestTaskMs = await longestTaskOfLoad(bare, chrome.port);
      }
    } finally {
      await chrome.kill();
      await tripChrome?.kill();
    }
    printTable(rows);
    console.log('');
    printTable(breakdown);
    if (jsOnly) {
      report('web', 'first-load JS only (BENCH_WEB_JS_ONLY)', jsChecks);
      return;
    }
    if (practicesMissed.length > 0) {
      console.log('\nbest-practices audits failed (route: audit, in how many runs, the first thing found):');
      for (const line of practicesMissed) console.log(`  ${line.slice(0, 240)}`);
    }
    console.log(
      `\nthe longest main-thread task at 4× CPU slowdown (median of ${traceRuns} traces): the home page ${shown(figures.longestTaskMs, 0)} ms, the bare Next.js page ${shown(figures.bareLongestTaskMs, 0)} ms`,
    );
    reportWeb(figures, runsPerRoute);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}

// bench web (issue 15, item 2): what a phone downloads and how Lighthouse (mobile, Debian's Chromium)
// scores our pages, against a bare Next.js page built in the same run with the same Next.js.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoBrandEnv, freePort } from '../scripts/lib.mjs';
import { type LighthouseRun, pageFigures, reportWeb, type WebFigures, webRoutes } from './checks/web';
import { printTable } from './lib/table';
import { holds, report, shown } from './lib/verdict';

const root = resolve(import.meta.dirname, '..');
const nextBin = join(root, 'node_modules/next/dist/bin/next');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bareDir = join(root, 'bench/.bare-next');
// Lighthouse's own advice on its variability: run it several times and read the median. Each figure is its
// own median over the runs, so the LCP judged is the median LCP (the "median run" Lighthouse's
// computeMedianRun picks by FCP and time to interactive can carry an LCP from either end); every run's LCP
// is shown too.
// The routes, the targets and the checks that hold a run to them are in checks/web.ts.
const runsPerRoute = Number(process.env.BENCH_WEB_RUNS ?? 5);

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

/** The page's first-load JavaScript: every script its HTML names, gzipped as a server would send it. */
async function firstLoadJsKb(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  let bytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return Math.round(bytes / 102.4) / 10;
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

    const bareJs = await firstLoadJsKb(bare);
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const rows: Record<string, string | number>[] = [];
    const figures: WebFigures = { bareJsKb: bareJs, pages: {} };
    try {
      for (const route of ['bare', ...webRoutes]) {
        const url = route === 'bare' ? bare : `${web}${route}`;
        // Warm the server's caches once, as a visitor after the first would find them.
        await fetch(url);
        const js = route === 'bare' ? bareJs : await firstLoadJsKb(url);
        const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = [];
        for (let i = 0; i < runsPerRoute; i++) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (result) runs.push(result.lhr);
        }
        const page = { ...pageFigures(runs as LighthouseRun[]), jsKb: js };
        const lcpOf = (run: (typeof runs)[number]) =>
          Math.round(run.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
        // Which element Lighthouse took as the LCP in the median run, so a missed LCP says what to look at.
        const lcpRun = runs.find((run) => lcpOf(run) === page.lcpMs);
        const lcpTable = (
          lcpRun?.audits['largest-contentful-paint-element']?.details as
            | { items?: { items?: { node?: { selector?: string } }[] }[] }
            | undefined
        )?.items?.[0]?.items?.[0];
        rows.push({
          route,
          'JS gzip KB': js,
          'vs bare': `${shown(js / bareJs, 2)}×`,
          'HTML gzip KB': await htmlKb(url),
          perf: shown(page.performance, 0),
          a11y: shown(page.accessibility, 0),
          'best pr.': shown(page.bestPractices, 0),
          seo: shown(page.seo, 0),
          'LCP ms': shown(page.lcpMs, 0),
          'LCP of each run': runs.map(lcpOf).join('/'),
          'TBT ms': shown(page.tbtMs, 0),
          CLS: shown(page.cls, 3),
          'LCP element': lcpTable?.node?.selector?.split(' > ').slice(-2).join(' > ').slice(0, 40) ?? '',
        });
        if (route !== 'bare') figures.pages[route] = page;
      }
    } finally {
      await chrome.kill();
    }
    printTable(rows);
    reportWeb(figures, runsPerRoute);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dir, { recursive: true, force: true });
  }
}

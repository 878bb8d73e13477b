// bench api: DB-backed routes against a bare Fastify route served by the same process (DESIGN.md §11),
// each paired with the bare route measured just before it, on the embedded database, or with BENCH_DATABASE_URL on a throwaway PostgreSQL database of its own.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { seedDemoTripHistory } from '../apps/api/src/db/seed/demo-trip-history';
import { withBenchDatabase } from './lib/bench-database';
import { api, logIn } from './lib/http-api';
import { median } from './lib/stats';
import { printTable } from './lib/table';

// Issue 15, item 3: catalogue and content GETs at 0.6× the bare route or better, the signed-in
// passenger's trip list at 0.3×, every p99 within 20 ms at 50 connections, on the embedded database.
// Issue 29, item 3, on PostgreSQL (a pool and a server apart): the trip list at 0.3×, the fare
// estimate at 0.5×, every p99 within 50 ms.
const targets = {
  pglite: { publicRatio: 0.6, tripListRatio: 0.3, estimateRatio: null, p99Ms: 20 },
  postgres: { publicRatio: 0.6, tripListRatio: 0.3, estimateRatio: 0.5, p99Ms: 50 },
} as const;

const durationSeconds = Number(process.env.BENCH_DURATION ?? 3);
const ROUNDS = 3;
const barePath = '/__bare';

type LoadRequest = { method?: 'POST'; body?: string; headers: Record<string, string> };

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function benchApi() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  // A database of its own each run: the fixed login number would otherwise meet the previous run's
  // code within three minutes (otpResendTooSoon), and nothing is written into the one given.
  if (adminUrl) await withBenchDatabase(adminUrl, 'api', (url) => runBench(url));
  else await runBench(undefined);
}

async function runBench(databaseUrl: string | undefined) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
  });
  const engine = config.database.kind;
  const target = targets[engine];
  const app = await buildApp({ config, logger: false });
  // The baseline: the same process, the same plugins, no database and no serialisation schema.
  app.get(barePath, async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  // A passenger with a dozen trips, as a regular's My trips page would hold.
  const token = await logIn(address, 'user', '01755000001');
  for (let i = 0; i < 12; i++) {
    await api(address, '/user/trips', {
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        trip_type: 'one_way',
        car_type: 'sedan',
        pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
        dropoff: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
        pickup_at: new Date(Date.now() + (i + 2) * 86_400_000).toISOString(),
      },
    });
  }

  const estimateBody = JSON.stringify({
    trip_type: 'one_way',
    pickup: { lat: 23.8103, lng: 90.4125 },
    dropoff: { lat: 24.8949, lng: 91.8687 },
  });
  // Fare guidance (issue 16): a route with the demo history's booked trips, answered from their
  // quartiles (cached a minute), and one with none, priced by the model on every request.
  await seedDemoTripHistory(app.database.db, new Date());
  const guidance = (dropoff: { lat: number; lng: number }) =>
    `/api/v3/fare-guidance?trip_type=one_way&car_type=sedan&pickup_lat=23.7806&pickup_lng=90.4163&dropoff_lat=${dropoff.lat}&dropoff_lng=${dropoff.lng}`;
  const routes: [string, string, LoadRequest?][] = [
    ['GET /health/ready (select 1, migrations)', '/health/ready'],
    ['GET /api/v3/cars (content)', '/api/v3/cars'],
    // Seeded brand content; after the first request each answers from the in-process cache (DESIGN.md §12).
    ['GET /web/get/blogs', '/web/get/blogs'],
    ['GET /web/get/offers', '/web/get/offers'],
    [
      'GET /api/v3/user/trips (signed in)',
      '/api/v3/user/trips',
      { headers: { authorization: `Bearer ${token}` } },
    ],
    [
      'POST /api/v3/fare-estimate',
      '/api/v3/fare-estimate',
      { method: 'POST', body: estimateBody, headers: { 'content-type': 'application/json' } },
    ],
    ['GET /api/v3/fare-guidance (bids)', guidance({ lat: 24.8949, lng: 91.8687 })],
    ['GET /api/v3/fare-guidance (estimate)', guidance({ lat: 24.3745, lng: 88.6042 })],
  ];
  const measure = async (path: string, request: LoadRequest | undefined, duration: number) => {
    const result = await autocannon({
      url: `${address}${path}`,
      connections,
      duration,
      // The load comes from a worker thread, so reading the answers does not take the server's thread.
      workers: 1,
      ...request,
      // Every client asks as a browser and the web server's fetch do.
      headers: { 'accept-encoding': 'gzip, deflate, br', ...request?.headers },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  // This machine's speed drifts by half within minutes (a shared two-core VM), so each route is paired
  // with the bare route measured just before it, ROUNDS times over, and its ratio is the median of the
  // pairs: a minute's slowdown moves both sides of a pair, and one stalled window does not decide the
  // figure. Its p50 and p99 are likewise the median of its three windows'.
  const bare = [] as Awaited<ReturnType<typeof measure>>[];
  const rows: {
    target: string;
    'req/s': number;
    'p50 ms': number;
    'p99 ms': number;
    'bare beside': number;
    'vs bare': string;
  }[] = [];
  const ratios = new Map<string, number>();
  // Measured warm, as a server that has run a while answers: a route's first second (its code compiled
  // by V8, its caches filled) is load, not figure.
  await measure(barePath, undefined, 1);
  for (const [name, path, request] of routes) {
    await measure(path, request, 1);
    const pairs = [];
    for (let round = 0; round < ROUNDS; round++) {
      const baseline = await measure(barePath, undefined, durationSeconds);
      bare.push(baseline);
      const figure = await measure(path, request, durationSeconds);
      pairs.push({ ...figure, bare: baseline.rps, ratio: figure.rps / baseline.rps });
    }
    ratios.set(name, median(pairs.map((p) => p.ratio)));
    rows.push({
      target: name,
      'req/s': Math.round(median(pairs.map((p) => p.rps))),
      'p50 ms': median(pairs.map((p) => p.p50)),
      'p99 ms': median(pairs.map((p) => p.p99)),
      'bare beside': Math.round(median(pairs.map((p) => p.bare))),
      'vs bare': `${(ratios.get(name)! * 100).toFixed(0)}%`,
    });
  }
  const baseline = Math.round(median(bare.map((b) => b.rps)));
  rows.unshift({
    target: `bare route (baseline, median of ${bare.length})`,
    'req/s': baseline,
    'p50 ms': median(bare.map((b) => b.p50)),
    'p99 ms': median(bare.map((b) => b.p99)),
    'bare beside': baseline,
    'vs bare': '100%',
  });
  await app.close();
  printTable(rows);
  const row = (target: string) => rows.find((r) => r.target === target)!;
  const ratio = (target: string) => ratios.get(target)!;
  // One check per target and condition, so the summary names exactly what was missed.
  const routeChecks = (name: string, minRatio: number) => [
    { target: name, ok: ratio(name) >= minRatio, want: `≥ ${minRatio}× bare` },
    { target: name, ok: row(name)['p99 ms'] <= target.p99Ms, want: `p99 ≤ ${target.p99Ms} ms` },
  ];
  const checks = [
    ...['GET /api/v3/cars (content)', 'GET /web/get/blogs', 'GET /web/get/offers'].flatMap((name) =>
      routeChecks(name, target.publicRatio),
    ),
    ...routeChecks('GET /api/v3/user/trips (signed in)', target.tripListRatio),
    ...(target.estimateRatio === null ? [] : routeChecks('POST /api/v3/fare-estimate', target.estimateRatio)),
  ];
  const missed = checks.filter((c) => !c.ok);
  const figure = (target: string) =>
    `${target.replace(/ \(.*\)$/, '')} ${ratio(target).toFixed(2)}× (p99 ${row(target)['p99 ms']} ms)`;
  console.log(
    `summary api on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${[...new Set(checks.map((c) => c.target))].map(figure).join('; ')}; bare ${baseline} req/s, ${connections} connections: ${
      missed.length === 0 ? 'pass' : `MISSED ${missed.map((c) => `${c.target} (${c.want})`).join(', ')}`
    }`,
  );
}

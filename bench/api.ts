// bench api: DB-backed routes against a bare Fastify route served by the same process (DESIGN.md §11),
// each paired with the bare route measured just before it, on the embedded database, or with BENCH_DATABASE_URL on a throwaway PostgreSQL database of its own.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { seedDemoTripHistory } from '../apps/api/src/db/seed/demo-trip-history';
import { type ApiRoute, apiRoutes, type RouteFigures, reportApi } from './checks/api';
import { withBenchDatabase } from './lib/bench-database';
import { api, logIn } from './lib/http-api';
import { median } from './lib/stats';
import { printTable } from './lib/table';
import { shown } from './lib/verdict';

// The targets, and the checks that hold a run to them, are in checks/api.ts.
const durationSeconds = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_API_ROUNDS ?? 3);
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
  // Fare guidance: a route with the demo history's booked trips, answered from their
  // quartiles (cached a minute), and one with none, priced by the model on every request.
  await seedDemoTripHistory(app.database.db, new Date());
  const guidance = (dropoff: { lat: number; lng: number }) =>
    `/api/v3/fare-guidance?trip_type=one_way&car_type=sedan&pickup_lat=23.7806&pickup_lng=90.4163&dropoff_lat=${dropoff.lat}&dropoff_lng=${dropoff.lng}`;
  const routes: [ApiRoute, string, LoadRequest?][] = [
    ['ready', '/health/ready'],
    ['cars', '/api/v3/cars'],
    // Seeded brand content; after the first request each answers from the in-process cache (DESIGN.md §12).
    ['blogs', '/web/get/blogs'],
    ['offers', '/web/get/offers'],
    ['trips', '/api/v3/user/trips', { headers: { authorization: `Bearer ${token}` } }],
    [
      'estimate',
      '/api/v3/fare-estimate',
      { method: 'POST', body: estimateBody, headers: { 'content-type': 'application/json' } },
    ],
    ['guidanceBids', guidance({ lat: 24.8949, lng: 91.8687 })],
    ['guidanceEstimate', guidance({ lat: 24.3745, lng: 88.6042 })],
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
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
    };
  };
  // This machine's speed drifts by half within minutes (a shared two-core VM), so each route is paired
  // with the bare route measured just before it, `rounds` times over, and its ratio is the median of the
  // pairs: a minute's slowdown moves both sides of a pair, and one stalled window does not decide the
  // figure. Its p50 and p99 are likewise the median of its windows'. A window of no time measures nothing
  // (BENCH_DURATION=0): its route has no figures, which the checks report.
  const bare = [] as Awaited<ReturnType<typeof measure>>[];
  const rows: Record<string, string | number>[] = [];
  const figures: Partial<Record<ApiRoute, RouteFigures>> = {};
  const measuring = durationSeconds > 0;
  // Measured warm, as a server that has run a while answers: a route's first second (its code compiled
  // by V8, its caches filled) is load, not figure.
  if (measuring) await measure(barePath, undefined, 1);
  for (const [route, path, request] of routes) {
    if (measuring) await measure(path, request, 1);
    const pairs = [];
    for (let round = 0; measuring && round < rounds; round++) {
      const baseline = await measure(barePath, undefined, durationSeconds);
      bare.push(baseline);
      const figure = await measure(path, request, durationSeconds);
      pairs.push({ ...figure, bare: baseline.rps, ratio: figure.rps / baseline.rps });
    }
    figures[route] = {
      ratio: median(pairs.map((p) => p.ratio)),
      p99: median(pairs.map((p) => p.p99)),
      pairs: pairs.length,
      requests: pairs.reduce((n, p) => n + p.requests, 0),
    };
    rows.push({
      target: apiRoutes[route],
      'req/s': shown(median(pairs.map((p) => p.rps)), 0),
      'p50 ms': shown(median(pairs.map((p) => p.p50)), 0),
      'p99 ms': shown(figures[route].p99, 0),
      'bare beside': shown(median(pairs.map((p) => p.bare)), 0),
      'vs bare': `${shown(figures[route].ratio * 100, 0)}%`,
    });
  }
  const baseline = median(bare.map((b) => b.rps));
  rows.unshift({
    target: `bare route (baseline, median of ${bare.length})`,
    'req/s': shown(baseline, 0),
    'p50 ms': shown(median(bare.map((b) => b.p50)), 0),
    'p99 ms': shown(median(bare.map((b) => b.p99)), 0),
    'bare beside': shown(baseline, 0),
    'vs bare': '100%',
  });
  await app.close();
  printTable(rows);
  reportApi({ engine, connections, routes: figures }, baseline);
}

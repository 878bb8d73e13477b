// bench api: DB-backed GETs against a bare Fastify route served by the same process (DESIGN.md §11).
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { printTable } from './lib/table';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export async function benchApi() {
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
  });
  const app = await buildApp({ config, logger: false });
  // The baseline: the same process, the same plugins, no database and no serialisation schema.
  app.get('/__bare', async () => ({ ok: true }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const estimateBody = JSON.stringify({
    trip_type: 'one_way',
    pickup: { lat: 23.8103, lng: 90.4125 },
    dropoff: { lat: 24.8949, lng: 91.8687 },
  });
  const targets: [string, string, { method: 'POST'; body: string; headers: Record<string, string> }?][] = [
    ['bare route (baseline)', '/__bare'],
    ['GET /health (select 1)', '/health'],
    ['GET /api/v3/cars (content)', '/api/v3/cars'],
    // Seeded brand content; after the first request each answers from the in-process cache (DESIGN.md §12).
    ['GET /web/get/blogs', '/web/get/blogs'],
    ['GET /web/get/offers', '/web/get/offers'],
    [
      'POST /api/v3/fare-estimate',
      '/api/v3/fare-estimate',
      { method: 'POST', body: estimateBody, headers: { 'content-type': 'application/json' } },
    ],
  ];
  const rows: { target: string; 'req/s': number; 'p50 ms': number; 'p99 ms': number; 'vs bare': string }[] =
    [];
  let baseline = 0;
  for (const [name, path, request] of targets) {
    const result = await autocannon({
      url: `${address}${path}`,
      connections,
      duration: durationSeconds,
      ...request,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const rps = Math.round(result.requests.average);
    if (baseline === 0) baseline = rps;
    rows.push({
      target: name,
      'req/s': rps,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'vs bare': `${((rps / baseline) * 100).toFixed(0)}%`,
    });
  }
  await app.close();
  printTable(rows);
  const row = (target: string) => rows.find((r) => r.target === target)!;
  const blogs = row('GET /web/get/blogs');
  console.log(
    `summary api: GET /web/get/blogs ${blogs['req/s']} req/s (p99 ${blogs['p99 ms']} ms) = ${blogs['vs bare']} of a bare route; GET /web/get/offers ${row('GET /web/get/offers')['vs bare']}; GET /api/v3/cars ${row('GET /api/v3/cars (content)')['vs bare']}; on ${config.database.kind}`,
  );
}

// bench cluster: the topology of `npm run cluster` measured: nginx in front of 4 API
// processes on a PostgreSQL database of this run's own (BENCH_DATABASE_URL, or DATABASE_URL).
//   1. realtime: a bid's commit → each subscriber's receipt, p99, at 1,000 and 10,000 WebSocket
//      subscribers connected through nginx (so spread over the processes as the balancer spreads
//      them), as a ratio to a bare fan-out in the same run (each process writing one frame to its
//      sockets, no NOTIFY, no database): target ≤ 1.5×. The processes and the timing are bench
//      realtime's (realtime.ts, realtime-server.ts).
//   2. booking: 1,000 trials of 20 concurrent accepts of 20 drivers' bids on one trip, through nginx:
//      exactly one winner each, the rest refused.
//   3. content: GET throughput of /web/get/blogs through nginx with 1, 2 and 4 API processes behind it.
// BENCH_CLUSTER_SUBSCRIBERS (1000,10000), BENCH_CLUSTER_ROUNDS (5), BENCH_CLUSTER_TRIALS (1000),
// BENCH_CLUSTER_SECONDS (5) make a shorter run.
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { insertUser } from '../apps/api/src/modules/auth/users-repo';
import { insertApprovedPapers } from '../apps/api/src/modules/drivers/papers-repo';
import { insertDriver } from '../apps/api/src/modules/drivers/repo';
import { type ClusterContentRow, type ClusterRealtimeRow, reportCluster } from './checks/cluster';
import { withBenchDatabase } from './lib/bench-database';
import { api, logIn } from './lib/http-api';
import { percentile } from './lib/stats';
import { printTable } from './lib/table';
import { shown } from './lib/verdict';
import { ApiProcess, logInBoth, measure } from './realtime';

const subscriberCounts = (process.env.BENCH_CLUSTER_SUBSCRIBERS ?? '1000,10000').split(',').map(Number);
const rounds = Number(process.env.BENCH_CLUSTER_ROUNDS ?? 5);
const trials = Number(process.env.BENCH_CLUSTER_TRIALS ?? 1000);
const seconds = Number(process.env.BENCH_CLUSTER_SECONDS ?? 5);
const bidders = 20;
const processCount = 4;

export async function benchCluster() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    const missing = 'PostgreSQL: set BENCH_DATABASE_URL (a server where the user may CREATE DATABASE)';
    reportCluster({ missing, realtime: [], content: [] });
    return;
  }
  const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginxPath) {
    reportCluster({ missing: 'nginx (npm run cluster says how to install it)', realtime: [], content: [] });
    return;
  }
  await withBenchDatabase(adminUrl, 'cluster', async (url) => {
    const processes: ApiProcess[] = [];
    const nginx = new Nginx(nginxPath);
    process.on('exit', () => nginx.stop());
    try {
      // One after the other: each migrates at boot under an advisory lock.
      for (let i = 0; i < processCount; i++) processes.push(await ApiProcess.start(url));
      const ports = processes.map((p) => Number(new URL(p.url).port));
      const balancers = await nginx.start([ports.slice(0, 1), ports.slice(0, 2), ports]);
      const all = balancers[2]!;

      const realtime = await realtimeRows(processes, all);
      const booking = await bookingTrials(all, url);
      const content = await contentRows(balancers);
      report(realtime, booking, content);
    } finally {
      nginx.stop();
      await Promise.all(processes.map((p) => p.stop()));
    }
  });
}

async function realtimeRows(processes: ApiProcess[], via: string): Promise<ClusterRealtimeRow[]> {
  const session = await logInBoth(processes[0]!.url);
  const rows: ClusterRealtimeRow[] = [];
  for (const n of subscriberCounts) {
    const { realtime, bare } = await measure(processes, n, session, { via, rounds });
    // A receipt that never came is no latency (NaN): counted out, so the sample count shows it.
    const latencies = realtime.filter(Number.isFinite);
    rows.push({
      subscribers: n,
      rounds,
      samples: latencies.length,
      p99: percentile(latencies, 99),
      bareP99: percentile(bare.filter(Number.isFinite), 99),
    });
  }
  return rows;
}

/** `trials` trips, each with 20 drivers' bids accepted at once through nginx: exactly one winner. */
async function bookingTrials(base: string, url: string) {
  // Drivers are not self-registered: accounts and profiles straight into the database (as bench
  // booking does), then the ordinary driver login for their tokens.
  const database = await openDatabase({ kind: 'postgres', url }, { migrate: false });
  const mobile = (prefix: string, n: number) => `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
  const tokens: string[] = [];
  try {
    for (let i = 0; i < bidders; i++) {
      const driverMobile = mobile('0197', i);
      const user = await insertUser(database.db, {
        mobile: driverMobile,
        role: 'driver',
        fullName: `Driver ${i}`,
      });
      const driver = await insertDriver(database.db, {
        userId: user.id,
        name: `Cluster Bench Driver ${i}`,
        photo: '/images/drivers/demo-01.svg',
        carType: 'sedan',
        carModel: 'Toyota Allion 2015',
        plateNumber: `DHAKA METRO-GA 12-${String(i).padStart(4, '0')}`,
        district: 'Dhaka',
        ratingSum: 0,
        ratingCount: 0,
      });
      await insertApprovedPapers(database.db, driver, new Date());
      tokens.push(await logIn(base, 'driver', driverMobile));
    }
  } finally {
    await database.close();
  }
  const passenger = await logIn(base, 'user', mobile('0176', Math.floor(Math.random() * 1e6)));
  let exactlyOne = 0;
  let refusedOther = 0;
  const started = performance.now();
  for (let trial = 0; trial < trials; trial++) {
    // Short trips two hours apart, so a winner is free again for a later trial (88 days ≤ the 90
    // the API allows ahead).
    const pickupAt = new Date(Date.now() + 86_400_000 + trial * 2 * 3_600_000).toISOString();
    const { trip } = await api<{ trip: { id: number } }>(base, '/user/trips', {
      token: passenger,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        trip_type: 'one_way',
        car_type: 'sedan',
        pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
        dropoff: { address: 'Dhanmondi 27, Dhaka', lat: 23.7509, lng: 90.3935 },
        pickup_at: pickupAt,
      },
    });
    const bidIds = await Promise.all(
      tokens.map(
        async (token, i) =>
          (
            await api<{ bid: { id: number } }>(base, '/driver/bids', {
              token,
              body: { trip_id: trip.id, driver_fare: 900 + i * 10 },
            })
          ).bid.id,
      ),
    );
    const statuses = await Promise.all(
      bidIds.map(async (bidId) => {
        const res = await fetch(`${base}/api/v3/user/accept-bid`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${passenger}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ trip_id: trip.id, bid_id: bidId }),
        });
        await res.arrayBuffer();
        return res.status;
      }),
    );
    const winners = statuses.filter((s) => s === 200).length;
    if (winners === 1) exactlyOne += 1;
    refusedOther += statuses.filter((s) => s !== 200 && s !== 400).length;
  }
  return { trials, exactlyOne, refusedOther, seconds: (performance.now() - started) / 1000 };
}

async function contentRows(balancers: string[]): Promise<ClusterContentRow[]> {
  const rows: ClusterContentRow[] = [];
  const counts = [1, 2, processCount];
  for (const [i, base] of balancers.entries()) {
    if (!(seconds > 0)) continue;
    const result = await autocannon({
      url: `${base}/web/get/blogs`,
      connections: 50,
      duration: seconds,
      workers: 1,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`content GET: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({ processes: counts[i]!, rps: result.requests.average });
  }
  return rows;
}

function report(
  realtime: ClusterRealtimeRow[],
  booking: Awaited<ReturnType<typeof bookingTrials>>,
  content: ClusterContentRow[],
) {
  console.log('\nrealtime through nginx, 4 API processes on PostgreSQL (commit → receipt)');
  printTable(
    realtime.map((r) => ({
      subscribers: r.subscribers,
      samples: r.samples,
      'p99 ms': shown(r.p99),
      'bare fan-out p99 ms': shown(r.bareP99),
      'p99 vs bare': shown(r.p99 / r.bareP99, 2),
    })),
  );
  console.log(`\nbooking: ${booking.trials} trials of ${bidders} concurrent accepts through nginx`);
  printTable([
    {
      trials: booking.trials,
      'exactly one winner': booking.exactlyOne,
      'answers other than 200/400': booking.refusedOther,
      seconds: booking.seconds.toFixed(0),
    },
  ]);
  console.log('\ncontent GET /web/get/blogs through nginx');
  printTable(content.map((r) => ({ 'API processes': r.processes, 'req/s': Math.round(r.rps) })));
  const [load1] = loadavg();
  console.log(`machine: ${cpus().length} CPUs, load average ${load1!.toFixed(1)} at the end of the run`);
  reportCluster({ realtime, booking, content });
}

/** nginx in front of the processes: one server (port) per set of upstream ports. */
class Nginx {
  readonly dir = mkdtempSync(join(tmpdir(), 'pothik-bench-nginx-'));
  #child: ReturnType<typeof spawn> | undefined;
  constructor(readonly path: string) {}

  async start(sets: number[][]): Promise<string[]> {
    const base = 33_000 + Math.floor(Math.random() * 1000) * 4;
    const servers = sets.map((ports, i) => {
      const upstream = ports.map((p) => `server 127.0.0.1:${p};`).join(' ');
      return `upstream set${i} { ${upstream} keepalive 64; }
  server {
    listen ${base + i} reuseport;
    location / {
      proxy_pass http://set${i};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
  }`;
    });
    const dir = this.dir;
    writeFileSync(
      join(dir, 'nginx.conf'),
      // Two workers, each taking its share of the connections (reuseport): 10,000 sockets are 20,000
      // descriptors in nginx (client and upstream), more than one process may open here.
      `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
events { worker_connections 30000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  ${servers.join('\n  ')}
}
`,
    );
    execFileSync(this.path, [
      '-t',
      '-q',
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-e',
      join(dir, 'error.log'),
    ]);
    this.#child = spawn(this.path, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
      stdio: 'inherit',
    });
    const urls = sets.map((_, i) => `http://127.0.0.1:${base + i}`);
    for (const url of urls) {
      for (let i = 0; ; i++) {
        if ((await fetch(`${url}/health`).catch(() => null))?.ok) break;
        if (i > 100) throw new Error('nginx did not start');
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return urls;
  }

  stop() {
    this.#child?.kill('SIGTERM');
    // What nginx refused (a full table of connections, a process it could not reach) says more than a 5xx.
    const log = join(this.dir, 'error.log');
    const errors = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-5) : [];
    if (errors.length > 0 && errors[0] !== '') console.log(`nginx's last errors:\n${errors.join('\n')}`);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

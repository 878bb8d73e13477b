// bench realtime (DESIGN.md §11): N WebSocket subscribers (100, 1000) of one passenger's trip; each
// event is a driver's bid committed through the HTTP API (POST /driver/bids by a seeded demo driver),
// and the time from its commit to each subscriber's receipt of bid.created is measured: p50/p99. On PGlite with one API process;
// with BENCH_DATABASE_URL (a PostgreSQL server where the user may CREATE DATABASE) also with one and
// two API processes on a fresh database there, subscribers split between the two and every change
// committed through the first.
//
// How it is timed. The API runs in child processes (realtime-server.ts), so the subscribers in this
// process do not share its event loop. The commit time is stamped in the API process when the
// trip-events seam is called (right after the transaction commits); the receipt time is stamped here
// when the frame arrives. The two clocks are lined up by the IPC round trip with the smallest delay
// (error well under 1 ms). Baseline: the same processes writing one frame to every socket with no
// NOTIFY and no database read ("bare fan-out"), so the table shows what real time adds to it.
// Tokens: the passenger and the driver log in through the dev SMS outbox, as e2e does; all N sockets
// use the passenger's token.
import { type ChildProcess, fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { demoDrivers } from '../apps/api/src/db/seed/demo-drivers';
import { type RealtimeRow, reportRealtime } from './checks/realtime';
import { withBenchDatabase } from './lib/bench-database';
import { api, logIn } from './lib/http-api';
import { percentile } from './lib/stats';
import { printTable } from './lib/table';
import { shown } from './lib/verdict';
import { type BenchSocket, connectAll } from './realtime-client';

const rounds = Number(process.env.BENCH_REALTIME_ROUNDS ?? 10);
const sizes = (process.env.BENCH_REALTIME_SUBSCRIBERS ?? '100,1000').split(',').map(Number);
const now = () => performance.timeOrigin + performance.now();

type FromChild =
  | { kind: 'listening'; url: string }
  | { kind: 'committed'; trip_id: number; at: number }
  | { kind: 'clock'; id: number; at: number }
  | { kind: 'broadcast'; seq: number; at: number };

/** One API process and what it tells the bench. */
// BENCH_PROF=<dir>: each API process writes a CPU profile there (Chrome DevTools opens it), to find what
// holds the event loop when a benchmark misses.
const profileArgs = process.env.BENCH_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`, '--cpu-prof-interval', '250']
  : [];

export class ApiProcess {
  url = '';
  /** This process's clock minus the bench's. */
  offset = 0;
  /** trip id → when its first event since the bench cleared the entry was published (own clock). */
  readonly commits = new Map<number, number>();
  readonly broadcasts = new Map<number, number>();
  #waiters: ((m: FromChild) => boolean)[] = [];

  constructor(readonly proc: ChildProcess) {
    proc.on('message', (m: FromChild) => {
      if (m.kind === 'committed' && !this.commits.has(m.trip_id)) this.commits.set(m.trip_id, m.at);
      if (m.kind === 'broadcast') this.broadcasts.set(m.seq, m.at);
      this.#waiters = this.#waiters.filter((w) => !w(m));
    });
  }

  static async start(databaseUrl: string | undefined): Promise<ApiProcess> {
    const proc = fork(join(import.meta.dirname, 'realtime-server.ts'), [], {
      execArgv: ['--import', 'tsx', ...profileArgs],
      env: { ...process.env, BENCH_RT_DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const api = new ApiProcess(proc);
    const listening = await api.next((m) => m.kind === 'listening', 120_000);
    api.url = (listening as { url: string }).url;
    await api.#alignClock();
    return api;
  }

  /** When this process published the trip's event (its own clock). */
  async commitTime(tripId: number): Promise<number> {
    const known = this.commits.get(tripId);
    if (known !== undefined) return known;
    const m = await this.next((x) => x.kind === 'committed' && x.trip_id === tripId);
    return (m as { at: number }).at;
  }

  async broadcastTime(seq: number): Promise<number> {
    const known = this.broadcasts.get(seq);
    if (known !== undefined) return known;
    const m = await this.next((x) => x.kind === 'broadcast' && x.seq === seq);
    return (m as { at: number }).at;
  }

  next(match: (m: FromChild) => boolean, timeoutMs = 10_000): Promise<FromChild> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('API process did not answer')), timeoutMs);
      this.#waiters.push((m) => {
        if (!match(m)) return false;
        clearTimeout(timer);
        resolve(m);
        return true;
      });
    });
  }

  async #alignClock() {
    let best = { rtt: Number.POSITIVE_INFINITY, offset: 0 };
    for (let id = 0; id < 30; id++) {
      const sent = now();
      const answer = this.next((m) => m.kind === 'clock' && m.id === id);
      this.proc.send({ kind: 'clock', id });
      const { at } = (await answer) as { at: number };
      const received = now();
      if (received - sent < best.rtt) best = { rtt: received - sent, offset: at - (sent + received) / 2 };
    }
    this.offset = best.offset;
  }

  async stop() {
    const exited = new Promise((resolve) => this.proc.once('exit', resolve));
    this.proc.send({ kind: 'stop' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    this.proc.kill();
  }
}

/**
 * The passenger (a new number) and the bidding driver (a seeded demo driver of the trip's car type).
 * Once per database: a number may ask for a code only every 180 s.
 */
export type Session = { passenger: string; driver: string };
export async function logInBoth(base: string): Promise<Session> {
  const passengerMobile = `0171${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const driver = demoDrivers.find((d) => d.carType === 'sedan')!;
  return {
    passenger: await logIn(base, 'user', passengerMobile),
    driver: await logIn(base, 'driver', driver.mobile),
  };
}

function requestTrip(base: string, token: string) {
  return api<{ trip: { id: number } }>(base, '/user/trips', {
    token,
    body: {
      trip_type: 'one_way',
      car_type: 'sedan',
      pickup: { address: 'Gulshan 1, Dhaka', lat: 23.7806, lng: 90.4163 },
      dropoff: { address: 'Zindabazar, Sylhet', lat: 24.8949, lng: 91.8687 },
      pickup_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
}

async function waitForReceipts(sockets: BenchSocket[], has: (s: BenchSocket) => boolean) {
  const deadline = Date.now() + 15_000;
  while (!sockets.every(has)) {
    if (Date.now() > deadline) {
      throw new Error(`${sockets.filter((s) => !has(s)).length} of ${sockets.length} sockets got nothing`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Commit → receipt latencies (ms) of `rounds` bids, and the bare fan-out latencies. With `via` (a load
 * balancer in front of the processes: bench cluster) every subscriber connects through it, and each
 * bare frame is timed from the process that sent it (the frame names it).
 */
export async function measure(
  processes: ApiProcess[],
  subscribers: number,
  session: Session,
  { via, rounds: roundCount = rounds }: { via?: string; rounds?: number } = {},
) {
  const rounds = roundCount;
  const [writer] = processes as [ApiProcess];
  // A trip per round, so each bid is the driver's first on its trip: its commit publishes bid.created
  // alone (a second bid would also withdraw the first). One round more than measured: the first
  // warms up code paths (JIT, first allocations).
  const trips: number[] = [];
  for (let i = 0; i <= rounds; i++) trips.push((await requestTrip(writer.url, session.passenger)).trip.id);

  // Subscribers are spread evenly over the processes; all are the passenger's sockets on the trips.
  const groups = via
    ? [{ api: writer, count: subscribers }]
    : processes.map((p, i) => ({
        api: p,
        count: Math.floor(subscribers / processes.length) + (i < subscribers % processes.length ? 1 : 0),
      }));
  const connected = await Promise.all(
    groups.map(async (g) => ({
      api: g.api,
      sockets: await connectAll(via ?? g.api.url, session.passenger, trips, g.count),
    })),
  );
  const byPid = new Map(processes.map((p) => [p.proc.pid, p]));
  const all = connected.flatMap((c) => c.sockets);
  // Both times on the bench's clock.
  const latency = (receivedAt: number | undefined, sentAt: number, sender: ApiProcess) =>
    receivedAt === undefined ? Number.NaN : receivedAt - (sentAt - sender.offset);

  const realtime: number[] = [];
  for (const trip of trips) {
    // Requesting the trip published an event too; only the bid's counts.
    writer.commits.delete(trip);
    const placed = await api<{ bid: { id: number } }>(writer.url, '/driver/bids', {
      token: session.driver,
      body: { trip_id: trip, driver_fare: 6500 },
    });
    const bidId = placed.bid.id;
    await waitForReceipts(all, (s) => s.bids.has(bidId));
    const committedAt = await writer.commitTime(trip);
    if (trip === trips[0]) continue;
    for (const { sockets } of connected) {
      for (const s of sockets) realtime.push(latency(s.bids.get(bidId), committedAt, writer));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const bare: number[] = [];
  for (let seq = 0; seq <= rounds; seq++) {
    for (const p of processes) {
      // Sequence numbers start again for every subscriber count.
      p.broadcasts.delete(seq);
      p.proc.send({ kind: 'broadcast', seq });
    }
    await waitForReceipts(all, (s) => s.baselines.has(seq));
    if (seq === 0) continue;
    for (const { sockets } of connected) {
      for (const s of sockets) {
        const p = byPid.get(s.baselineFrom.get(seq))!;
        bare.push(latency(s.baselines.get(seq), await p.broadcastTime(seq), p));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const s of all) s.close();
  return { realtime: realtime.sort((x, y) => x - y), bare: bare.sort((x, y) => x - y) };
}

async function runSetup(
  database: 'pglite' | 'postgres',
  processCount: number,
  url: string | undefined,
  sessions: { current?: Session } = {},
) {
  const rows: RealtimeRow[] = [];
  // Started one after the other: each migrates the database at boot under an advisory lock.
  const processes: ApiProcess[] = [];
  try {
    for (let i = 0; i < processCount; i++) processes.push(await ApiProcess.start(url));
    sessions.current ??= await logInBoth(processes[0]!.url);
    for (const n of sizes) {
      const { realtime, bare } = await measure(processes, n, sessions.current);
      // A receipt that never came is no latency (NaN): counted out, so the sample count shows it.
      const latencies = realtime.filter(Number.isFinite);
      rows.push({
        database,
        processes: processCount,
        subscribers: n,
        rounds,
        samples: latencies.length,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        bareP99: percentile(bare.filter(Number.isFinite), 99),
      });
    }
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
  return rows;
}

export async function benchRealtime() {
  const rows: RealtimeRow[] = [];
  rows.push(...(await runSetup('pglite', 1, undefined)));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    await withBenchDatabase(adminUrl, 'rt', async (url) => {
      const sessions = {};
      rows.push(...(await runSetup('postgres', 1, url, sessions)));
      rows.push(...(await runSetup('postgres', 2, url, sessions)));
    });
  } else {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL (one and two API processes) is not measured.');
  }
  printTable(
    rows.map((r) => ({
      database: r.database,
      processes: r.processes,
      subscribers: r.subscribers,
      samples: r.samples,
      'p50 ms': shown(r.p50),
      'p99 ms': shown(r.p99),
      'bare fan-out p99 ms': shown(r.bareP99),
      'p99 vs bare': `${shown(r.p99 / r.bareP99)}x`,
    })),
  );
  // The figures depend on what else the machine is doing; say how busy it was.
  const [load1] = loadavg();
  console.log(`machine: ${cpus().length} CPUs, load average ${load1!.toFixed(1)} at the end of the run`);
  reportRealtime(rows, { postgres: adminUrl !== undefined });
}

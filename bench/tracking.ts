// bench tracking (issue 43, docs/decisions/0018): BENCH_TRACKING_TRIPS (1,000) confirmed trips whose
// drivers tapped "on my way", each driver sending a point every BENCH_TRACKING_PERIOD_MS (5 s) over the
// realtime WebSocket for BENCH_TRACKING_SECONDS (60 s), watched by the trip's passenger (its socket) and a
// share-link viewer. Position-to-screen: from the driver's send to the watcher's receipt, both stamped
// here. The baseline, in the same run and at the same rate: each driver's frame through a bare WebSocket
// relay (no checks, no database, no NOTIFY; bare-relay.ts) in a process of its own, to two watchers.
// Setups: PGlite with one API process; with BENCH_DATABASE_URL, PostgreSQL (a fresh database) with one
// process, and with two, where the sockets are placed as the edge routes them (docs/decisions/0026):
// each trip's driver and watchers on one process, the trips over both; one trip in CROSSING_EVERY has its
// driver on the other process (a socket the edge could not route with its trip), its watchers counted
// apart: the points cross by NOTIFY, printed, not a target. With two, also the same frames through a
// bare relay in two halves with NOTIFY between them: PostgreSQL's own hop, printed beside the target's
// baseline (not a target). Also printed: the track tables' growth, extrapolated to one trip driven for
// an hour.
import { fork } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Hop } from './bare-relay';
import { type Latencies, reportTracking, type TrackingRow } from './checks/tracking';
import { withBenchDatabase } from './lib/bench-database';
import { percentile } from './lib/stats';
import { printTable } from './lib/table';
import { shown } from './lib/verdict';
import { ApiProcess } from './realtime';
import {
  type BareKind,
  bareDriver,
  bareWatcher,
  driverSocket,
  inBatches,
  now,
  passengerSocket,
  Tally,
  viewerSocket,
} from './tracking-client';
import { benchPickup, type SeededTrip } from './tracking-seed';
import { pollSharedTrip } from './tracking-viewers';

const tripCount = Number(process.env.BENCH_TRACKING_TRIPS ?? 1000);
const seconds = Number(process.env.BENCH_TRACKING_SECONDS ?? 60);
const periodMs = Number(process.env.BENCH_TRACKING_PERIOD_MS ?? 5000);
// push: the share page's socket (subscribe by share token); poll: GET /shared-trip every 5 s, as before.
const viewerMode: TrackingRow['viewerMode'] = process.env.BENCH_TRACKING_VIEWERS === 'poll' ? 'poll' : 'push';
// BENCH_TRACKING_SETUPS=postgres-2: only these setups (pglite-1, postgres-1, postgres-2), for working on
// one; those left out have no row, so they read as missed and such a run cannot pass.
const onlySetups = process.env.BENCH_TRACKING_SETUPS?.split(',').map((s) => s.trim());
const wanted = (database: TrackingRow['database'], processes: number) =>
  !onlySetups || onlySetups.includes(`${database}-${processes}`);
// 36 km/h: a point every 50 m at 5 s, so the thinned track keeps one in four (200 m).
const METRES_PER_POINT = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Asks an API process of the bench (realtime-server.ts) and waits for its answer of `kind`. */
async function ask<T>(api: ApiProcess, message: object, kind: string, timeoutMs = 600_000): Promise<T> {
  const answer = api.next((m) => (m as { kind: string }).kind === kind, timeoutMs);
  api.proc.send(message);
  return (await answer) as T;
}

/**
 * Calls `send(trip, step)` for every trip every period, the trips spread evenly over the period, from
 * `start` for `steps` periods (one timer, not one per trip).
 */
async function drive(start: number, steps: number, send: (trip: number, step: number) => void) {
  const total = steps * tripCount;
  const slot = (j: number) =>
    start + Math.floor(j / tripCount) * periodMs + (j % tripCount) * (periodMs / tripCount);
  for (let j = 0; j < total; ) {
    await sleep(slot(j) - now());
    while (j < total && slot(j) <= now()) {
      send(j % tripCount, Math.floor(j / tripCount));
      j += 1;
    }
  }
}

const latencies = (values: number[]): Latencies => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return { samples: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** The bare relays' addresses: the one process, and the two halves of the hop when measured. */
type Relays = { bare: string; hop?: { send: string; receive: string } };

/** Drivers and two watchers per trip on a bare relay (`to` drivers, `from` watchers). */
async function bareSockets(to: string, from: string, trips: SeededTrip[], tally: Tally, kind: BareKind) {
  const drivers = await inBatches(`${kind} driver`, trips.length, () => bareDriver(to, tally));
  const watchers = await inBatches(`${kind} watcher`, 2 * trips.length, (i) =>
    bareWatcher(from, trips[i % trips.length]!.tripId, tally, kind),
  );
  return { drivers, watchers };
}

/** Across several processes, one trip in this many has its driver on another process than its watchers. */
const CROSSING_EVERY = 10;

/**
 * Where trip `i`'s sockets go, as the edge routes them (docs/decisions/0026): its watchers to its own
 * process; its driver there too, but for one trip in CROSSING_EVERY when there are several processes.
 */
export function placeTrip(i: number, processCount: number) {
  const home = i % processCount;
  const crosses = processCount > 1 && i % CROSSING_EVERY === CROSSING_EVERY - 1;
  return { watchers: home, driver: crosses ? (home + 1) % processCount : home, crosses };
}

async function connect(processes: ApiProcess[], relays: Relays, trips: SeededTrip[], tally: Tally) {
  const at = (i: number) => placeTrip(i, processes.length);
  const urlOf = (index: number) => processes[index]!.url;
  const drivers = await inBatches('driver', trips.length, (i) =>
    driverSocket(urlOf(at(i).driver), trips[i]!.driver, tally),
  );
  const passengers = await inBatches('passenger', trips.length, (i) =>
    passengerSocket(
      urlOf(at(i).watchers),
      trips[i]!.passenger,
      trips[i]!.tripId,
      tally,
      at(i).crosses ? 'crossing' : 'passenger',
    ),
  );
  const viewers =
    viewerMode === 'push'
      ? await inBatches('share viewer', trips.length, (i) =>
          viewerSocket(
            urlOf(at(i).watchers),
            trips[i]!.shareToken,
            trips[i]!.tripId,
            tally,
            at(i).crosses ? 'crossing' : 'viewer',
          ),
        )
      : [];
  const bare = await bareSockets(relays.bare, relays.bare, trips, tally, 'bare');
  const hop = relays.hop && (await bareSockets(relays.hop.send, relays.hop.receive, trips, tally, 'bareHop'));
  // Every socket must stay open for the run: holding them here keeps none from being collected.
  return {
    drivers,
    bareDrivers: { bare: bare.drivers, bareHop: hop?.drivers },
    watchers: [...passengers, ...viewers, ...bare.watchers, ...(hop?.watchers ?? [])],
  };
}

type Run = {
  trips: SeededTrip[];
  processCount: number;
  sockets: Awaited<ReturnType<typeof connect>>;
  /** Where the share page is polled (`BENCH_TRACKING_VIEWERS=poll`). */
  readerUrl: string;
  tally: Tally;
};

/**
 * Every driver's point and bare frames, every period for `steps` periods (the bare frames half a period
 * after the points, the hop's a quarter after them); how many of each count (the first round is a
 * warm-up: JIT, the first track points).
 */
async function sendAll({ trips, processCount, sockets, readerUrl, tally }: Run, steps: number) {
  const start = now() + 200;
  let points = 0;
  let crossingPoints = 0;
  let bareFrames = 0;
  let hopFrames = 0;
  const sendPoint = (i: number, step: number) => {
    const at = new Date().toISOString();
    const { tripId } = trips[i]!;
    if (step > 0) {
      tally.sent.set(`${tripId}|${at}`, now());
      if (placeTrip(i, processCount).crosses) crossingPoints += 1;
      else points += 1;
    }
    const point = {
      lat: benchPickup.lat + (step * METRES_PER_POINT) / 111_320,
      lng: benchPickup.lng + i * 1e-5,
      accuracy_m: 10,
      heading: 0,
      speed_mps: METRES_PER_POINT / (periodMs / 1000),
      at,
    };
    sockets.drivers[i]!.send(JSON.stringify({ type: 'position', trip_id: tripId, point }));
  };
  const sendBare = (kind: BareKind) => (i: number, step: number) => {
    const { tripId } = trips[i]!;
    const at = new Date().toISOString();
    if (step > 0) {
      tally.sent.set(`${tripId}|${kind} ${at}`, now());
      if (kind === 'bare') bareFrames += 1;
      else hopFrames += 1;
    }
    const frame = { t: tripId, at, lat: benchPickup.lat, lng: benchPickup.lng };
    sockets.bareDrivers[kind]?.[i]?.send(JSON.stringify(frame));
  };
  const end = start + (steps + 1) * periodMs;
  await Promise.all([
    drive(start, steps, sendPoint),
    drive(start + periodMs / 2, steps, sendBare('bare')),
    sockets.bareDrivers.bareHop && drive(start + periodMs / 4, steps, sendBare('bareHop')),
    viewerMode === 'poll' && pollSharedTrip(readerUrl, trips, { start, end, periodMs }, tally),
  ]);
  // The last receipts.
  await sleep(2000);
  return { points, crossingPoints, bareFrames, hopFrames };
}

/** A bare relay's process (`hop`: one half of the relay across two processes): its address, its stop. */
async function startRelay(hop?: Hop) {
  const proc = fork(join(import.meta.dirname, 'bare-relay.ts'), hop ? [hop.role, hop.url] : [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    proc.once('message', (m: { url: string }) => resolve(m.url));
    proc.once('exit', (code) => reject(new Error(`the bare relay exited (${code})`)));
  });
  return {
    url,
    stop: () => {
      proc.send({ kind: 'stop' });
      setTimeout(() => proc.kill(), 5000).unref();
    },
  };
}

/** One setup's run: seeds, connects, drives, and measures. */
async function runSetup(
  database: TrackingRow['database'],
  processCount: number,
  url: string | undefined,
  run: number,
): Promise<TrackingRow> {
  const processes: ApiProcess[] = [];
  const tally = new Tally();
  const relays = [await startRelay()];
  // Across two processes, PostgreSQL's own hop: the bare relay's two halves on the same database.
  if (processCount === 2 && url) {
    relays.push(await startRelay({ role: 'receive', url }), await startRelay({ role: 'send', url }));
  }
  try {
    for (let i = 0; i < processCount; i++) processes.push(await ApiProcess.start(url));
    const writer = processes[0]!;
    const seed = { kind: 'seed', count: tripCount, run };
    const { trips } = await ask<{ trips: SeededTrip[] }>(writer, seed, 'seeded');
    const [bare, receive, send] = relays.map((r) => r.url);
    const hop = send && receive ? { send, receive } : undefined;
    const sockets = await connect(processes, { bare: bare!, hop }, trips, tally);
    const { bytes: before } = await ask<{ bytes: number }>(writer, { kind: 'sizes' }, 'sizes');
    const steps = Math.max(2, Math.round((seconds * 1000) / periodMs));
    const { points, crossingPoints, bareFrames, hopFrames } = await sendAll(
      { trips, processCount, sockets, readerUrl: processes.at(-1)!.url, tally },
      steps,
    );
    const { bytes: after } = await ask<{ bytes: number }>(writer, { kind: 'sizes' }, 'sizes');
    return {
      database,
      processes: processCount,
      trips: tripCount,
      points,
      passenger: latencies(tally.latencies.passenger),
      viewerMode,
      viewer: latencies(tally.latencies.viewer),
      bare: latencies(tally.latencies.bare),
      bareFrames,
      ...(processCount > 1 && { crossing: latencies(tally.latencies.crossing), crossingPoints }),
      ...(hop && { bareHop: latencies(tally.latencies.bareHop), hopFrames }),
      refused: tally.refused,
      failedPolls: tally.failedPolls,
      closed: tally.closed,
      bytesPerTripHour: (after - before) / ((tripCount * steps * periodMs) / 3_600_000),
    };
  } finally {
    // Counted before: closing them now is the bench's doing, not a socket lost during the run.
    for (const ws of tally.sockets) ws.close();
    for (const relay of relays) relay.stop();
    await Promise.all(processes.map((p) => p.stop()));
  }
}

export async function benchTracking() {
  const rows: TrackingRow[] = [];
  if (wanted('pglite', 1)) rows.push(await runSetup('pglite', 1, undefined, 1));
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    await withBenchDatabase(adminUrl, 'tracking', async (url) => {
      if (wanted('postgres', 1)) rows.push(await runSetup('postgres', 1, url, 1));
      if (wanted('postgres', 2)) rows.push(await runSetup('postgres', 2, url, 2));
    });
  } else {
    console.log('BENCH_DATABASE_URL is not set: PostgreSQL (one and two API processes) is not measured.');
  }
  printTable(
    rows.map((r) => ({
      database: r.database,
      processes: r.processes,
      trips: r.trips,
      points: r.points,
      'passenger p50/p99 ms': `${shown(r.passenger.p50)} / ${shown(r.passenger.p99)}`,
      'viewer p50/p99 ms': `${shown(r.viewer.p50)} / ${shown(r.viewer.p99)} (${r.viewerMode}, ${r.viewer.samples})`,
      'bare p50/p99 ms': `${shown(r.bare.p50)} / ${shown(r.bare.p99)}`,
      'passenger p99 vs bare': `${shown(r.passenger.p99 / r.bare.p99)}x`,
      'bare via NOTIFY p50/p99 ms': r.bareHop ? `${shown(r.bareHop.p50)} / ${shown(r.bareHop.p99)}` : '',
      'refused/failed polls/closed': `${r.refused}/${r.failedPolls}/${r.closed}`,
      'track KB per trip-hour': shown(r.bytesPerTripHour / 1024),
    })),
  );
  const [load1] = loadavg();
  console.log(`machine: ${cpus().length} CPUs, load average ${load1!.toFixed(1)} at the end of the run`);
  reportTracking(rows, { postgres: adminUrl !== undefined });
}

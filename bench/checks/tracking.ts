import { atMost, type Check, exactly, holds, measured, report, samples, shown } from '../lib/verdict';

/** Issue 43: position-to-screen p99 at most this many times the bare fan-out's p99, in every setup. */
export const trackingTargets = { p99VersusBare: 1.5 };

/** p50/p99 (ms) of the latencies one kind of watcher measured, and how many it measured. */
export type Latencies = { samples: number; p50: number; p99: number };

export type TrackingRow = {
  database: 'pglite' | 'postgres';
  /**
   * 1, or 2: each trip's sockets on one process as the edge routes them (docs/decisions/0026), the trips
   * over both, but for the crossing trips (`crossing`).
   */
  processes: number;
  trips: number;
  /** Points sent that count (after the warm-up round) of trips not crossing; each should reach its passenger. */
  points: number;
  passenger: Latencies;
  /** `push`: a WebSocket subscription by share token; `poll`: the share page asking GET /shared-trip. */
  viewerMode: 'push' | 'poll';
  viewer: Latencies;
  /** The same frames through the bare relay, each to two watchers. */
  bare: Latencies;
  bareFrames: number;
  /**
   * Two processes: the trips whose driver is on the other process than its watchers (one in ten), their
   * points carried by NOTIFY, received by both watchers. Printed, not a target.
   */
  crossing?: Latencies;
  crossingPoints?: number;
  /**
   * Two processes: the same frames through the bare relay's two halves with a NOTIFY between them
   * (PostgreSQL's own hop, nothing of the API's), each to two watchers. Printed, not a target.
   */
  bareHop?: Latencies;
  hopFrames?: number;
  /** Refusal frames the drivers got, share-page polls that failed or timed out, sockets closed during the run. */
  refused: number;
  failedPolls: number;
  closed: number;
  /** Growth of the track tables (bytes), extrapolated to one trip driven for an hour. */
  bytesPerTripHour: number;
};

const where = (r: TrackingRow) => `${r.database}, ${r.processes} process(es)`;

/**
 * Across two processes, the crossing trips and the bare relay's hop are measured: every crossing point
 * reached its watchers (both when they are sockets), every hop frame both its watchers.
 */
const twoProcessChecks = (r: TrackingRow): Check[] => [
  samples(
    'crossing receipts (every crossing point, to its socket watchers)',
    r.crossing?.samples,
    (r.viewerMode === 'push' ? 2 : 1) * Math.max(1, r.crossingPoints ?? 0),
    where(r),
  ),
  measured('position-to-screen p99 of trips crossing processes', r.crossing?.p99, where(r)),
  samples(
    'bare hop receipts (every frame, twice)',
    r.bareHop?.samples,
    2 * Math.max(1, r.hopFrames ?? 0),
    where(r),
  ),
  measured('bare fan-out across two processes by NOTIFY p99', r.bareHop?.p99, where(r)),
];

function rowChecks(r: TrackingRow): Check[] {
  const limit = trackingTargets.p99VersusBare;
  const ratio = (l: Latencies) => l.p99 / r.bare.p99;
  // A pushed point reaches every viewer; a polled page sees only the points its polls happen to catch.
  // At least one either way: no receipt is no figure.
  const everyPoint = Math.max(1, r.points);
  const viewerSamples = r.viewerMode === 'push' ? everyPoint : 1;
  return [
    samples('points', r.points, r.trips, where(r)),
    samples('passenger receipts (every point)', r.passenger.samples, everyPoint, where(r)),
    samples('share-viewer receipts', r.viewer.samples, viewerSamples, where(r)),
    samples('bare receipts (every frame, twice)', r.bare.samples, 2 * r.bareFrames, where(r)),
    exactly('no point refused', r.refused, 0, where(r)),
    exactly('no share-page poll failed', r.failedPolls, 0, where(r)),
    exactly('no socket closed', r.closed, 0, where(r)),
    measured('bare fan-out p99', r.bare.p99, where(r)),
    ...(r.processes === 2 ? twoProcessChecks(r) : []),
    atMost(`passenger p99 ≤ ${limit}× bare`, ratio(r.passenger), limit, where(r)),
    atMost(`share viewer p99 ≤ ${limit}× bare`, ratio(r.viewer), limit, `${where(r)}, ${r.viewerMode}`),
    measured('database growth per trip-hour', r.bytesPerTripHour, where(r)),
  ];
}

/** Every setup measured (PGlite; PostgreSQL with one and two processes when measured), each row held. */
export function trackingChecks(rows: TrackingRow[], { postgres }: { postgres: boolean }): Check[] {
  const setups: [TrackingRow['database'], number][] = [['pglite', 1]];
  if (postgres) setups.push(['postgres', 1], ['postgres', 2]);
  return [
    ...setups.map(([database, processes]) =>
      holds(
        'every setup measured',
        rows.some((r) => r.database === database && r.processes === processes),
        `${database}, ${processes} process(es)`,
      ),
    ),
    ...rows.flatMap(rowChecks),
  ];
}

export function reportTracking(rows: TrackingRow[], { postgres }: { postgres: boolean }) {
  const figures = rows
    .map(
      (r) =>
        `${where(r)}: passenger ${shown(r.passenger.p99)} ms, viewer (${r.viewerMode}) ${shown(r.viewer.p99)} ms, bare ${shown(r.bare.p99)} ms${r.processes === 2 ? ` (not targets: trips crossing processes ${shown(r.crossing?.p99)} ms, bare via NOTIFY ${shown(r.bareHop?.p99)} ms)` : ''}`,
    )
    .join('; ');
  return report(
    'tracking',
    `position-to-screen p99 ${figures || 'not measured'} (target ≤ ${trackingTargets.p99VersusBare}× bare)${postgres ? '' : '; PostgreSQL not measured (set BENCH_DATABASE_URL)'}`,
    trackingChecks(rows, { postgres }),
  );
}

import { below, type Check, holds, measured, report, samples, shown } from '../lib/verdict';

/** Commit → receipt p99 at the largest subscriber count: one API process, and two on PostgreSQL. */
export const realtimeTargets = {
  oneProcessP99: 50,
  twoProcessP99: 100,
  /** Fewer latencies than this make no p99. */
  samples: 100,
};

export type RealtimeRow = {
  database: 'pglite' | 'postgres';
  processes: number;
  subscribers: number;
  rounds: number;
  /** Latencies measured (a receipt that never came is none). */
  samples: number;
  p50: number;
  p99: number;
  bareP99: number;
};

/**
 * Every row: every subscriber's receipt in every round (and enough of them for a p99), its figures
 * finite. At the largest subscriber count: PGlite with one process; PostgreSQL, when measured, with one
 * and two. A target is held on every engine it was measured on.
 */
export function realtimeChecks(rows: RealtimeRow[], { postgres }: { postgres: boolean }): Check[] {
  const largest = rows.length === 0 ? 0 : Math.max(...rows.map((r) => r.subscribers));
  const at = (database: RealtimeRow['database'], processes: number) =>
    rows.find((r) => r.database === database && r.processes === processes && r.subscribers === largest);
  type Setup = [RealtimeRow['database'], number, number];
  const setups: Setup[] = [['pglite', 1, realtimeTargets.oneProcessP99]];
  if (postgres) {
    setups.push(
      ['postgres', 1, realtimeTargets.oneProcessP99],
      ['postgres', 2, realtimeTargets.twoProcessP99],
    );
  }
  const where = (r: RealtimeRow) => `${r.database}, ${r.processes} process(es), ${r.subscribers} subscribers`;
  return [
    samples('subscribers', largest, 1),
    ...rows.flatMap((r) => [
      samples('rounds', r.rounds, 1, where(r)),
      samples('latencies', r.samples, Math.max(realtimeTargets.samples, r.subscribers * r.rounds), where(r)),
      measured('bare fan-out p99', r.bareP99, where(r)),
    ]),
    ...setups.flatMap(([database, processes, limit]) => {
      const row = at(database, processes);
      const name = `${database}, ${processes} process(es), ${largest} subscribers`;
      return [
        holds('every setup measured', row !== undefined, name),
        below(`p99 < ${limit} ms with ${processes} process(es)`, row?.p99, limit, name),
      ];
    }),
  ];
}

export function reportRealtime(rows: RealtimeRow[], { postgres }: { postgres: boolean }) {
  const largest = rows.length === 0 ? Number.NaN : Math.max(...rows.map((r) => r.subscribers));
  const describe = (processes: number) =>
    rows
      .filter((r) => r.processes === processes && r.subscribers === largest)
      .map((r) => `${shown(r.p99)} ms on ${r.database}`)
      .join(', ') || 'not measured';
  const { oneProcessP99, twoProcessP99 } = realtimeTargets;
  return report(
    'realtime',
    `commit → receipt p99 at ${shown(largest, 0)} subscribers: one process ${describe(1)} (target < ${oneProcessP99} ms); two processes ${describe(2)} (target < ${twoProcessP99} ms)${postgres ? '' : '; PostgreSQL not measured (set BENCH_DATABASE_URL)'}`,
    realtimeChecks(rows, { postgres }),
  );
}

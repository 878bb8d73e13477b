import { atLeast, atMost, type Check, exactly, holds, report, samples, shown } from '../lib/verdict';

export const clusterTargets = {
  /** Commit → receipt p99 through nginx over 4 processes, against a bare fan-out in the same run. */
  ratio: 1.5,
  /** Fewer latencies than this make no p99. */
  samples: 100,
  /** Processes behind nginx in the content rows. */
  contentProcesses: [1, 2, 4],
};

export type ClusterRealtimeRow = {
  subscribers: number;
  rounds: number;
  samples: number;
  p99: number;
  bareP99: number;
};
export type ClusterBooking = { trials: number; exactlyOne: number; refusedOther: number };
export type ClusterContentRow = { processes: number; rps: number };
export type ClusterFigures = {
  /** What the run lacks to be made at all (PostgreSQL, nginx), if anything. */
  missing?: string;
  realtime: ClusterRealtimeRow[];
  booking?: ClusterBooking;
  content: ClusterContentRow[];
};

export function clusterChecks({ missing, realtime, booking, content }: ClusterFigures): Check[] {
  if (missing) return [holds(missing, false)];
  const where = (r: ClusterRealtimeRow) => `${r.subscribers} subscribers`;
  return [
    samples('subscriber counts', realtime.length, 1),
    ...realtime.flatMap((r) => [
      samples('rounds', r.rounds, 1, where(r)),
      samples('latencies', r.samples, Math.max(clusterTargets.samples, r.subscribers * r.rounds), where(r)),
      atMost(
        `realtime p99 ≤ ${clusterTargets.ratio}× bare fan-out`,
        r.p99 / r.bareP99,
        clusterTargets.ratio,
        where(r),
      ),
    ]),
    samples('booking trials', booking?.trials, 1),
    exactly('exactly one winner in every trial', booking?.exactlyOne, booking?.trials ?? Number.NaN),
    exactly('no answer other than 200 and 400', booking?.refusedOther, 0),
    ...clusterTargets.contentProcesses.map((processes) =>
      atLeast(
        'content GETs answered',
        content.find((r) => r.processes === processes)?.rps,
        1,
        `${processes} process(es)`,
      ),
    ),
  ];
}

export function reportCluster(figures: ClusterFigures) {
  const ratios =
    figures.realtime.map((r) => `${shown(r.p99 / r.bareP99, 2)}× at ${r.subscribers}`).join(', ') || 'none';
  const b = figures.booking;
  const rps = figures.content.map((r) => `${shown(r.rps, 0)} req/s with ${r.processes}`).join(', ') || 'none';
  return report(
    'cluster',
    figures.missing
      ? 'not run'
      : `realtime p99 vs bare fan-out ${ratios} (target ≤ ${clusterTargets.ratio}×); accepts: ${b?.exactlyOne ?? 0} of ${b?.trials ?? 0} trials had exactly one winner; content GET ${rps}`,
    clusterChecks(figures),
  );
}

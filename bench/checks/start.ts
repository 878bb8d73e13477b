import { atLeast, atMost, type Check, holds, measured, report, shown } from '../lib/verdict';

export const startTargets = { warmStartSeconds: 10, totalMemoryMb: 400 };

export type StartRun = { seconds: number; memory: { name: string; mb: number }[] };
export type StartFigures = { missing?: string; first?: StartRun; warm?: StartRun };

const totalOf = (run: StartRun | undefined) =>
  run && run.memory.length > 0 ? run.memory.reduce((n, m) => n + m.mb, 0) : Number.NaN;

/**
 * The warm start within its time; both starts' memory within the total (the first, initdb, migrations
 * and seed, once held far more than later ones), each measured over at least one process.
 */
export function startChecks({ missing, first, warm }: StartFigures): Check[] {
  if (missing) return [holds(missing, false)];
  return [
    measured('first start time', first?.seconds),
    atMost(`warm start ≤ ${startTargets.warmStartSeconds} s`, warm?.seconds, startTargets.warmStartSeconds),
    atLeast('resident memory read', totalOf(first), 1, 'first start'),
    atLeast('resident memory read', totalOf(warm), 1, 'warm start'),
    atMost(
      `memory ≤ ${startTargets.totalMemoryMb} MB`,
      totalOf(first),
      startTargets.totalMemoryMb,
      'first start',
    ),
    atMost(
      `memory ≤ ${startTargets.totalMemoryMb} MB`,
      totalOf(warm),
      startTargets.totalMemoryMb,
      'warm start',
    ),
  ];
}

export function reportStart(f: StartFigures) {
  return report(
    'start',
    f.missing
      ? 'not run'
      : `first start (empty data folder: migrate and seed) ${shown(f.first?.seconds)} s and ${shown(totalOf(f.first), 0)} MB, warm start ${shown(f.warm?.seconds)} s and ${shown(totalOf(f.warm), 0)} MB resident in ${f.warm?.memory.length ?? 0} processes`,
    startChecks(f),
  );
}

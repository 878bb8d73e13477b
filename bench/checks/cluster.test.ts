import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type ClusterFigures, clusterChecks, reportCluster } from './cluster';

const figures = (change: Partial<ClusterFigures> = {}): ClusterFigures => ({
  realtime: [
    { subscribers: 1000, rounds: 5, samples: 5000, p99: 18, bareP99: 15 },
    { subscribers: 10_000, rounds: 5, samples: 50_000, p99: 140, bareP99: 100 },
  ],
  booking: { trials: 1000, exactlyOne: 1000, refusedOther: 0 },
  content: [
    { processes: 1, rps: 3000 },
    { processes: 2, rps: 5000 },
    { processes: 4, rps: 7000 },
  ],
  ...change,
});

describe('bench cluster', () => {
  it('passes with every ratio, trial and content row in', () => {
    expect(clusterChecks(figures()).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportCluster(figures())).exitCode).toBeUndefined();
  });

  it('misses "0 of 0 trials" (BENCH_CLUSTER_TRIALS=0) instead of passing it', () => {
    const { line, exitCode } = summaryOf(() =>
      reportCluster(figures({ booking: { trials: 0, exactlyOne: 0, refusedOther: 0 } })),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain('accepts: 0 of 0 trials had exactly one winner');
    expect(line).toContain('MISSED at least 1 booking trials (0)');
  });

  it('misses no rounds, no subscriber counts and no content seconds', () => {
    const none = figures({
      realtime: [{ subscribers: 1000, rounds: 0, samples: 0, p99: Number.NaN, bareP99: Number.NaN }],
      content: [],
    });
    const missed = clusterChecks(none).filter((c) => !c.ok);
    expect(missed.map((c) => `${c.target} | ${c.why}`)).toEqual([
      'at least 1 rounds | 1000 subscribers: 0',
      'at least 100 latencies | 1000 subscribers: 0',
      'realtime p99 ≤ 1.5× bare fan-out | 1000 subscribers: no figure (NaN)',
      'content GETs answered | 1 process(es): not measured',
      'content GETs answered | 2 process(es): not measured',
      'content GETs answered | 4 process(es): not measured',
    ]);
    expect(clusterChecks(figures({ realtime: [] })).filter((c) => !c.ok)).toEqual([
      { target: 'at least 1 subscriber counts', ok: false, why: '0' },
    ]);
  });

  it('misses a ratio over its target, a trial with two winners, a booking figure removed', () => {
    const over = figures({ booking: { trials: 1000, exactlyOne: 999, refusedOther: 1 } });
    over.realtime[0]!.p99 = 30;
    expect(summaryOf(() => reportCluster(over)).line).toContain(
      'MISSED realtime p99 ≤ 1.5× bare fan-out (1000 subscribers: 2), exactly one winner in every trial (999), no answer other than 200 and 400 (1)',
    );
    expect(
      clusterChecks(figures({ booking: undefined }))
        .filter((c) => !c.ok)
        .map((c) => c.why),
    ).toEqual(['not measured', 'not measured', 'not measured']);
  });

  it('misses a run without PostgreSQL or nginx', () => {
    const { line, exitCode } = summaryOf(() =>
      reportCluster({ missing: 'nginx (npm run cluster says how to install it)', realtime: [], content: [] }),
    );
    expect(exitCode).toBe(1);
    expect(line).toBe('summary cluster: not run: MISSED nginx (npm run cluster says how to install it)');
  });
});

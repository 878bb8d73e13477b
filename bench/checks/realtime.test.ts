import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type RealtimeRow, realtimeChecks, reportRealtime } from './realtime';

const row = (change: Partial<RealtimeRow> = {}): RealtimeRow => ({
  database: 'pglite',
  processes: 1,
  subscribers: 1000,
  rounds: 10,
  samples: 10_000,
  p50: 8,
  p99: 30,
  bareP99: 12,
  ...change,
});
const everySetup = () => [
  row({ subscribers: 100, samples: 1000 }),
  row(),
  row({ database: 'postgres' }),
  row({ database: 'postgres', processes: 2, p99: 80 }),
];

describe('bench realtime', () => {
  it('passes with every setup within its target', () => {
    expect(realtimeChecks(everySetup(), { postgres: true }).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportRealtime(everySetup(), { postgres: true })).exitCode).toBeUndefined();
  });

  it('passes on PGlite alone when PostgreSQL was not measured, and says it was not', () => {
    const { line, exitCode } = summaryOf(() => reportRealtime([row()], { postgres: false }));
    expect(exitCode).toBeUndefined();
    expect(line).toBe(
      'summary realtime: commit → receipt p99 at 1000 subscribers: one process 30.0 ms on pglite (target < 50 ms); two processes not measured (target < 100 ms); PostgreSQL not measured (set BENCH_DATABASE_URL): pass',
    );
  });

  it('misses a NaN p99 (no receipts) instead of passing it', () => {
    const { line, exitCode } = summaryOf(() =>
      reportRealtime([row({ p99: Number.NaN, samples: 0 })], { postgres: false }),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain('one process – ms on pglite');
    expect(line).toContain(
      'p99 < 50 ms with 1 process(es) (pglite, 1 process(es), 1000 subscribers: no figure (NaN))',
    );
  });

  it('misses with no rounds (BENCH_REALTIME_ROUNDS=0) or no subscribers', () => {
    const noRounds = realtimeChecks([row({ rounds: 0, samples: 0, p99: Number.NaN, bareP99: Number.NaN })], {
      postgres: false,
    });
    expect(noRounds.filter((c) => !c.ok).map((c) => c.target)).toEqual([
      'at least 1 rounds',
      'at least 100 latencies',
      'bare fan-out p99',
      'p99 < 50 ms with 1 process(es)',
    ]);
    expect(summaryOf(() => reportRealtime([], { postgres: false })).line).toContain(
      'MISSED at least 1 subscribers (0), every setup measured (pglite, 1 process(es), 0 subscribers)',
    );
  });

  it('misses a receipt that never came: fewer latencies than subscribers × rounds', () => {
    const missed = realtimeChecks([row({ samples: 9_999 })], { postgres: false }).filter((c) => !c.ok);
    expect(missed).toEqual([
      { target: 'at least 10000 latencies', ok: false, why: 'pglite, 1 process(es), 1000 subscribers: 9999' },
    ]);
  });

  it('holds PostgreSQL to both targets when it was measured, and misses a setup left out', () => {
    const rows = [row(), row({ database: 'postgres', processes: 2, p99: 120 })];
    const missed = realtimeChecks(rows, { postgres: true }).filter((c) => !c.ok);
    expect(missed.map((c) => `${c.target} | ${c.why}`)).toEqual([
      'every setup measured | postgres, 1 process(es), 1000 subscribers',
      'p99 < 50 ms with 1 process(es) | postgres, 1 process(es), 1000 subscribers: not measured',
      'p99 < 100 ms with 2 process(es) | postgres, 2 process(es), 1000 subscribers: 120',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { reportStart, type StartFigures, startChecks } from './start';

const memory = [
  { name: '1 start.mjs', mb: 50 },
  { name: '2 server.js', mb: 120 },
  { name: '3 next', mb: 150 },
];
const figures = (change: Partial<StartFigures> = {}): StartFigures => ({
  first: { seconds: 20, memory },
  warm: { seconds: 6, memory },
  ...change,
});

describe('bench start', () => {
  it('passes a warm start in time within the memory', () => {
    const { line, exitCode } = summaryOf(() => reportStart(figures()));
    expect(exitCode).toBeUndefined();
    expect(line).toBe(
      'summary start: first start (empty data folder: migrate and seed) 20.0 s and 320 MB, warm start 6.0 s and 320 MB resident in 3 processes: pass',
    );
  });

  it('misses when no process memory could be read (0 processes is not 0 MB)', () => {
    const missed = startChecks(figures({ warm: { seconds: 6, memory: [] } })).filter((c) => !c.ok);
    expect(missed.map((c) => `${c.target} | ${c.why}`)).toEqual([
      'resident memory read | warm start: no figure (NaN)',
      'memory ≤ 400 MB | warm start: no figure (NaN)',
    ]);
  });

  it('misses a removed time, a slow warm start, the first start over the memory', () => {
    const { line, exitCode } = summaryOf(() =>
      reportStart(
        figures({
          first: { seconds: Number.NaN, memory: [...memory, { name: '4 initdb', mb: 200 }] },
          warm: { seconds: 11, memory },
        }),
      ),
    );
    expect(exitCode).toBe(1);
    expect(line).toMatch(
      /MISSED first start time \(no figure \(NaN\)\), warm start ≤ 10 s \(11\), memory ≤ 400 MB \(first start: 520\)$/,
    );
  });

  it('misses a tree that is not built', () => {
    expect(summaryOf(() => reportStart({ missing: 'a built tree' })).line).toBe(
      'summary start: not run: MISSED a built tree',
    );
  });
});

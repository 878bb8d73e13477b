import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type AuthFigures, authChecks, reportAuth } from './auth';

const figures = (change: Partial<AuthFigures> = {}): AuthFigures => ({
  answered: 10_000,
  succeeded: 0,
  codesIssued: 5,
  p50: 4,
  p99: 20,
  ...change,
});

describe('bench auth', () => {
  it('passes when no guess of enough succeeds', () => {
    const { line, exitCode } = summaryOf(() => reportAuth(figures()));
    expect(exitCode).toBeUndefined();
    expect(line).toBe(
      'summary auth: 0 of 10000 guesses succeeded (5 codes issued); verify p50 4.0 ms, p99 20.0 ms: pass',
    );
  });

  it('misses a guess that succeeded', () => {
    expect(summaryOf(() => reportAuth(figures({ succeeded: 1 }))).line).toMatch(
      /MISSED no guess succeeds \(1\)$/,
    );
  });

  it('misses with no guesses (BENCH_GUESSES=0): no latency, no codes', () => {
    const none = figures({ answered: 0, codesIssued: 0, p50: Number.NaN, p99: Number.NaN });
    expect(
      authChecks(none)
        .filter((c) => !c.ok)
        .map((c) => c.target),
    ).toEqual(['at least 1000 guesses answered', 'at least 1 codes issued', 'verify p99']);
    expect(summaryOf(() => reportAuth(none)).exitCode).toBe(1);
  });
});

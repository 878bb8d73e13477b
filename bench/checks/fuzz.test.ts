import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type FuzzFigures, fuzzChecks, fuzzRoles, type RoleTally, reportFuzz } from './fuzz';

const tally = (change: Partial<RoleTally> = {}): RoleTally => ({
  sent: 2000,
  pastDoor: 1500,
  serverErrors: 0,
  bad4xx: 0,
  rowsLeft: 0,
  ...change,
});
const figures = (change: Partial<FuzzFigures['roles']> = {}): FuzzFigures => ({
  operations: 179,
  roles: { ...Object.fromEntries(fuzzRoles.map((r) => [r, tally()])), ...change },
});

describe('bench fuzz', () => {
  it('passes with enough requests behind every door and nothing wrong', () => {
    expect(fuzzChecks(figures()).filter((c) => !c.ok)).toEqual([]);
    const { line, exitCode } = summaryOf(() => reportFuzz(figures()));
    expect(exitCode).toBeUndefined();
    expect(line).toContain(
      'per role: anonymous 2000 (1500 past the door, 0 ≥ 500), passenger 2000 (1500 past the door, 0 ≥ 500), driver 2000',
    );
    expect(line).toMatch(/: pass$/);
  });

  it('misses an answer ≥ 500, a 4xx without message and code, a refused request that left rows', () => {
    const bad = figures({ driver: tally({ serverErrors: 1 }), ops: tally({ bad4xx: 2, rowsLeft: 3 }) });
    const { line, exitCode } = summaryOf(() => reportFuzz(bad));
    expect(exitCode).toBe(1);
    expect(line).toContain(
      'MISSED 0 answers ≥ 500 (1), 0 4xx without message and code (2), 0 refused requests that left rows (3)',
    );
  });

  it('misses a door that never opened: every request as admin refused at authentication', () => {
    const missed = fuzzChecks(figures({ admin: tally({ pastDoor: 0 }) })).filter((c) => !c.ok);
    expect(missed).toEqual([
      { target: 'at least 100 requests as admin past authentication', ok: false, why: '0' },
    ]);
  });

  it('misses with no requests sent (FUZZ_REQUESTS=0), or a role left out', () => {
    const none = figures(Object.fromEntries(fuzzRoles.map((r) => [r, tally({ sent: 0, pastDoor: 0 })])));
    const { line, exitCode } = summaryOf(() => reportFuzz(none));
    expect(exitCode).toBe(1);
    expect(line).toContain(
      'MISSED at least 10000 hostile requests (0), at least 500 requests as passenger (0)',
    );
    const noEditor = fuzzChecks(figures({ editor: undefined })).filter((c) => !c.ok);
    expect(noEditor.map((c) => `${c.target} | ${c.why}`)).toEqual([
      'at least 10000 hostile requests | not measured',
      'at least 500 requests as editor | not measured',
      'at least 100 requests as editor past authentication | not measured',
      '0 answers ≥ 500 | not measured',
      '0 4xx without message and code | not measured',
      '0 refused requests that left rows | not measured',
    ]);
  });
});

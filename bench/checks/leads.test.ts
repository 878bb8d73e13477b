import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import { type LeadsRun, leadsChecks, reportLeads } from './leads';

const run = (change: Partial<LeadsRun> = {}): LeadsRun => ({
  database: 'pglite',
  posts: 1000,
  created: 1000,
  leadRows: 1000,
  outboxRows: 2000,
  ms: 9000,
  ...change,
});

describe('bench leads', () => {
  it('passes with every post stored and owed its two notifications', () => {
    const runs = [run(), run({ database: 'postgres' })];
    expect(leadsChecks(runs, { engines: ['pglite', 'postgres'] }).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportLeads(runs, { engines: ['pglite', 'postgres'] })).exitCode).toBeUndefined();
  });

  it('misses with no posts (BENCH_LEADS=0)', () => {
    const { line, exitCode } = summaryOf(() =>
      reportLeads([run({ posts: 0, created: 0, leadRows: 0, outboxRows: 0 })], { engines: ['pglite'] }),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain('MISSED at least 1 lead posts (pglite: 0)');
  });

  it('misses a lost row, a lost notification, or an engine without its run', () => {
    const missed = leadsChecks([run({ created: 999, leadRows: 999, outboxRows: 1998 })], {
      engines: ['pglite', 'postgres'],
    }).filter((c) => !c.ok);
    expect(missed.map((c) => `${c.target} | ${c.why}`)).toEqual([
      'every post answered 201 | pglite: 999',
      'a lead row per post | pglite: 999',
      'two outbox notifications per post | pglite: 1998',
      'at least 1 lead posts | postgres: not measured',
      'every post answered 201 | postgres: not measured',
      'a lead row per post | postgres: not measured',
      'two outbox notifications per post | postgres: not measured',
    ]);
  });
});

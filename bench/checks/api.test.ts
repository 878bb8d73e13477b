import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import {
  type ApiEngine,
  type ApiFigures,
  type ApiRoute,
  apiChecks,
  apiRoutes,
  type RouteFigures,
  reportApi,
} from './api';

const routes = Object.keys(apiRoutes) as ApiRoute[];
const good: RouteFigures = { ratio: 0.8, p99: 10, pairs: 3, requests: 30_000 };
const figures = (
  engine: ApiEngine,
  change: Partial<Record<ApiRoute, RouteFigures | undefined>> = {},
): ApiFigures => ({
  engine,
  connections: 50,
  routes: { ...Object.fromEntries(routes.map((r) => [r, good])), ...change },
});

describe.each(['pglite', 'postgres'] as const)('bench api on %s', (engine) => {
  it('passes when every route meets its ratio and p99 on enough requests', () => {
    expect(apiChecks(figures(engine)).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportApi(figures(engine), 5000)).exitCode).toBeUndefined();
  });

  it('holds the fare estimate, fare guidance and readiness to their targets', () => {
    const slow = { ...good, ratio: 0.4, p99: 60 };
    const missed = apiChecks(
      figures(engine, { estimate: slow, guidanceBids: slow, guidanceEstimate: slow, ready: slow }),
    )
      .filter((c) => !c.ok)
      .map((c) => `${c.target} | ${c.why}`);
    const p99 = engine === 'pglite' ? 'p99 ≤ 20 ms' : 'p99 ≤ 50 ms';
    expect(missed).toEqual([
      `${p99} | ${apiRoutes.ready}: 60`,
      `≥ 0.5× bare | ${apiRoutes.estimate}: 0.4`,
      `${p99} | ${apiRoutes.estimate}: 60`,
      `${p99} | ${apiRoutes.guidanceBids}: 60`,
      `${p99} | ${apiRoutes.guidanceEstimate}: 60`,
    ]);
  });

  it('misses with no pairs and no requests (BENCH_DURATION=0, BENCH_API_ROUNDS=0)', () => {
    const none = { ratio: Number.NaN, p99: Number.NaN, pairs: 0, requests: 0 };
    const { line, exitCode } = summaryOf(() =>
      reportApi(figures(engine, Object.fromEntries(routes.map((r) => [r, none]))), Number.NaN),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain('MISSED at least 3 pairs per route');
    expect(line).toContain('at least 1000 requests per route');
    expect(line).toContain(`${apiRoutes.trips}: no figure (NaN)`);
    expect(line).toContain('bare – req/s');
  });

  it('misses when a route was not measured at all, or its figure is missing', () => {
    const { line, exitCode } = summaryOf(() =>
      reportApi(figures(engine, { blogs: undefined, trips: { ...good, p99: Number.NaN } }), 5000),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain(`${apiRoutes.blogs}: not measured`);
    expect(line).toContain(`${apiRoutes.trips}: no figure (NaN)`);
  });

  it('misses a run at fewer connections than the targets are set at', () => {
    expect(apiChecks({ ...figures(engine), connections: 10 }).filter((c) => !c.ok)).toEqual([
      { target: '50 connections', ok: false, why: '10' },
    ]);
  });
});

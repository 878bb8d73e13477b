import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import {
  type LighthouseRun,
  medianOfRuns,
  pageFigures,
  reportWeb,
  type WebFigures,
  webChecks,
  webRoutes,
} from './web';

const run = (change: { lcp?: number; performance?: number | null } = {}): LighthouseRun => ({
  categories: {
    performance: { score: change.performance === undefined ? 0.99 : change.performance },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 1 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: change.lcp ?? 1200 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.001 },
  },
});
const fiveRuns = () => [run(), run(), run(), run(), run()];
const figures = (runs: () => LighthouseRun[] = fiveRuns): WebFigures => ({
  bareJsKb: 100,
  pages: Object.fromEntries(webRoutes.map((route) => [route, { ...pageFigures(runs()), jsKb: 120 }])),
});

describe('bench web', () => {
  it('passes when every route meets every target over five runs', () => {
    expect(webChecks(figures()).filter((c) => !c.ok)).toEqual([]);
    expect(summaryOf(() => reportWeb(figures(), 5)).exitCode).toBeUndefined();
  });

  it('takes each figure as the median of the runs', () => {
    expect(pageFigures([run({ lcp: 900 }), run({ lcp: 3000 }), run({ lcp: 1500 })]).lcpMs).toBe(1500);
    expect(medianOfRuns([5, 1, 3, 2])).toBe(3);
  });

  it('has no figure when any run could not compute it (NaN never passes as under the target)', () => {
    expect(medianOfRuns([1200, Number.NaN, 1300])).toBeNaN();
    expect(medianOfRuns([1200, undefined, 1300])).toBeNaN();
    expect(medianOfRuns([1, null, 1])).toBeNaN();
    const page = pageFigures([run(), run({ lcp: Number.NaN }), run({ performance: null })]);
    expect([page.lcpMs, page.performance]).toEqual([Number.NaN, Number.NaN]);
  });

  it('misses, and does not crash, with no Lighthouse runs (BENCH_WEB_RUNS=0)', () => {
    const { line, exitCode } = summaryOf(() =>
      reportWeb(
        figures(() => []),
        0,
      ),
    );
    expect(exitCode).toBe(1);
    expect(line).toContain('performance from –');
    expect(line).toContain('MISSED at least 3 Lighthouse runs per route (/: 0,');
    expect(line).toContain('LCP ≤ 2000 ms (/: no figure (NaN),');
  });

  it('misses a removed figure: an audit one run lacks, or a route not measured', () => {
    const lacking = figures(() => [run(), run({ lcp: Number.NaN }), run()]);
    delete lacking.pages['/blogs'];
    const { line, exitCode } = summaryOf(() => reportWeb(lacking, 3));
    expect(exitCode).toBe(1);
    expect(line).toContain('every route measured (/blogs)');
    expect(line).toContain('LCP ≤ 2000 ms (/: no figure (NaN)');
    expect(line).toContain('LCP up to – ms');
  });

  it('misses a missed target, and holds the noindex route to all but SEO', () => {
    const slow = figures(() => [run({ lcp: 2500 }), run({ lcp: 2500 }), run({ lcp: 2500 })]);
    slow.pages['/trip/trip-request']!.seo = 60;
    slow.pages['/blogs']!.jsKb = 131;
    const missed = webChecks(slow)
      .filter((c) => !c.ok)
      .map((c) => c.target);
    expect([...new Set(missed)]).toEqual(['LCP ≤ 2000 ms', 'first-load JS ≤ 1.3× bare']);
    expect(summaryOf(() => reportWeb(slow, 3)).line).toContain(
      '/trip/trip-request 60 (noindex, not counted)',
    );
  });
});

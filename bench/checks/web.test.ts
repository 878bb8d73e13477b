import { describe, expect, it } from 'vitest';
import { summaryOf } from '../lib/summary-of';
import {
  beyondFramework,
  type LighthouseRun,
  largestParts,
  longestMainThreadTaskMs,
  medianOfRuns,
  pageFigures,
  relativeChecks,
  reportWeb,
  reportWebRelative,
  type TraceEvent,
  type WebFigures,
  webChecks,
  webRelativeChecks,
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
const largest = [{ name: 'react-dom/cjs/react-dom-client.production.js', gzipKb: 55 }];
const figures = (runs: () => LighthouseRun[] = fiveRuns): WebFigures => ({
  bareJsKb: 100,
  bare: pageFigures(fiveRuns()),
  pages: Object.fromEntries(
    webRoutes.map((route) => [route, { ...pageFigures(runs()), jsKb: 110, largest }]),
  ),
  longestTaskMs: 40,
  bareLongestTaskMs: 30,
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
    expect([...new Set(missed)]).toEqual([
      'LCP ≤ bare LCP + 700 ms',
      'LCP ≤ 2000 ms',
      'first-load JS ≤ 1.15× bare',
    ]);
    expect(summaryOf(() => reportWeb(slow, 3)).line).toContain(
      '/trip/trip-request 60 (noindex, not counted)',
    );
  });

  it('holds each route to the bare page of the same run', () => {
    const bare = { ...pageFigures(fiveRuns()), performance: 89, lcpMs: 750, tbtMs: 440 };
    const page = { ...bare, jsKb: 114, performance: 84, lcpMs: 1450, tbtMs: 760 };
    // At every limit: 1.14× JS, perf bare − 5, LCP bare + 700, TBT 1.5 × 440 + 100.
    expect(relativeChecks('/', page, 100, bare).filter((c) => !c.ok)).toEqual([]);
    const over = { ...page, jsKb: 116, performance: 83, lcpMs: 1451, tbtMs: 761 };
    expect(relativeChecks('/', over, 100, bare).map((c) => [c.target, c.ok, c.why])).toEqual([
      ['first-load JS ≤ 1.15× bare', false, '/: 1.16'],
      ['TBT ≤ 1.5× bare TBT + 100 ms', false, '/: 761'],
      ['LCP ≤ bare LCP + 700 ms', false, '/: 1451'],
      ['performance ≥ bare − 5', false, '/: 83'],
    ]);
  });

  it('misses every relative target when the bare page has no figures', () => {
    const noBare = { ...figures(), bare: undefined };
    const missed = webRelativeChecks(noBare).filter((c) => !c.ok);
    expect(missed.map((c) => c.target)).toContain('the bare page’s TBT');
    expect(missed.filter((c) => c.target === 'LCP ≤ bare LCP + 700 ms')).toHaveLength(webRoutes.length);
    const { line, exitCode } = summaryOf(() => reportWebRelative(noBare));
    expect(exitCode).toBe(1);
    expect(line).toMatch(
      /^summary web relative: against the bare page of the same run \(JS 100.0 KB, performance –/,
    );
    expect(line).toContain('MISSED the bare page’s TBT');
    expect(summaryOf(() => reportWebRelative(figures())).line).toMatch(/: pass$/);
  });

  it('measures the driver app and a logged-in trip page, each with a breakdown of its JS', () => {
    expect(webRoutes).toEqual(expect.arrayContaining(['/driver', '/trip/my-trips/[id]']));
    const unexplained = figures();
    delete unexplained.pages['/driver']!.largest;
    expect(webChecks(unexplained).find((c) => !c.ok)).toEqual({
      target: 'the first-load JS breakdown names its largest modules',
      ok: false,
      why: '/driver',
    });
    expect(
      largestParts(
        [
          { name: 'a', gzipKb: 1 },
          { name: 'b', gzipKb: 3.04 },
          { name: 'c', gzipKb: 2 },
        ],
        2,
      ),
    ).toBe('b 3.0 KB, c 2.0 KB');
  });

  it('misses a long task on the home page, or its absence', () => {
    const slow = { ...figures(), longestTaskMs: 120 };
    const target = 'the home page’s longest task at 4× CPU slowdown < 50 ms';
    expect(webChecks(slow).find((c) => c.target === target)).toEqual({ target, ok: false, why: '120' });
    const none = { ...figures(), longestTaskMs: Number.NaN };
    expect(webChecks(none).find((c) => c.target === target)?.ok).toBe(false);
  });

  it('holds the home page to 50 ms whatever the bare page takes, and needs the bare page’s figure too', () => {
    const bareAsSlow = { ...figures(), longestTaskMs: 120, bareLongestTaskMs: 140 };
    const target = 'the home page’s longest task at 4× CPU slowdown < 50 ms';
    expect(webChecks(bareAsSlow).find((c) => c.target === target)?.ok).toBe(false);
    const bareTarget = 'the bare page’s longest task at 4× CPU slowdown';
    expect(webChecks(figures()).find((c) => c.target === bareTarget)?.ok).toBe(true);
    const noBare = { ...figures(), bareLongestTaskMs: undefined };
    expect(webChecks(noBare).find((c) => c.target === bareTarget)?.ok).toBe(false);
  });

  it('takes the longest task from the main frame’s renderer main thread, after the navigation moved it', () => {
    const events: TraceEvent[] = [
      {
        name: 'TracingStartedInBrowser',
        ph: 'I',
        pid: 1,
        tid: 1,
        ts: 0,
        args: { data: { frames: [{ frame: 'F', processId: 10 }] } },
      },
      {
        name: 'FrameCommittedInBrowser',
        ph: 'I',
        pid: 1,
        tid: 1,
        ts: 5,
        args: { data: { frame: 'F', processId: 20 } },
      },
      { name: 'thread_name', ph: 'M', pid: 10, tid: 11, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 20, tid: 21, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', pid: 20, tid: 22, ts: 0, args: { name: 'Compositor' } },
      // The old renderer's and another thread's tasks do not count.
      { name: 'RunTask', ph: 'X', pid: 10, tid: 11, ts: 10, dur: 900_000 },
      { name: 'RunTask', ph: 'X', pid: 20, tid: 22, ts: 10, dur: 800_000 },
      { name: 'RunTask', ph: 'X', pid: 20, tid: 21, ts: 10, dur: 41_234 },
      { name: 'RunTask', ph: 'X', pid: 20, tid: 21, ts: 60_000, dur: 12_000 },
    ];
    expect(longestMainThreadTaskMs(events)).toBe(41.2);
    expect(longestMainThreadTaskMs(events.slice(0, 4))).toBeNaN();
    expect(longestMainThreadTaskMs([])).toBeNaN();
  });

  it('names what a route adds beyond Next.js, React and the bare page’s own chunks', () => {
    const parts = [
      { name: 'next/dist/compiled/react-dom/cjs/react-dom-client.production.js', gzipKb: 62 },
      { name: '[turbopack]/shared/runtime/runtime-utils.ts', gzipKb: 2 },
      { name: '(bundler glue of 1a.js)', gzipKb: 0.3 },
      { name: 'polyfills.js', gzipKb: 38.6 },
      { name: 'react-hook-form/src/logic/createFormControl.ts', gzipKb: 6.6 },
      { name: 'apps/web/src/features/trip/trip-chooser.tsx', gzipKb: 1.2 },
    ];
    expect(beyondFramework(parts, [{ name: 'polyfills.js', gzipKb: 38.6 }]).map((p) => p.name)).toEqual([
      'react-hook-form/src/logic/createFormControl.ts',
      'apps/web/src/features/trip/trip-chooser.tsx',
    ]);
  });
});

import { atLeast, atMost, type Check, holds, measured, report, samples, shown } from '../lib/verdict';

export const webRoutes = [
  '/',
  '/blogs',
  '/campaign',
  '/trip/trip-request',
  '/blogs/after-eid-return-to-dhaka',
];
// Pages kept out of search engines on purpose (`noindex`): Lighthouse's SEO category marks them down for
// it, so their score is reported but not held to the SEO target (issue 29, item 3).
export const notIndexed = new Set(['/trip/trip-request']);

export const webTargets = {
  jsRatio: 1.3,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  /** Lighthouse's figures vary run to run: each is the median of at least this many runs. */
  runs: 3,
};

/** What bench web reads of a Lighthouse result (its `lhr`). */
export type LighthouseRun = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

/**
 * The median of each figure over the runs. A figure any run could not compute (a category without a
 * score, an audit without a value) is no figure: a run that failed cannot be outvoted by the others.
 */
export function medianOfRuns(values: (number | null | undefined)[]): number {
  if (values.length === 0 || values.some((v) => typeof v !== 'number' || !Number.isFinite(v)))
    return Number.NaN;
  const sorted = [...(values as number[])].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export type PageFigures = {
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

export function pageFigures(runs: LighthouseRun[]): PageFigures {
  const score = (id: string) => medianOfRuns(runs.map((r) => r.categories[id]?.score)) * 100;
  const audit = (id: string) => medianOfRuns(runs.map((r) => r.audits[id]?.numericValue));
  return {
    runs: runs.length,
    performance: Math.round(score('performance')),
    accessibility: Math.round(score('accessibility')),
    bestPractices: Math.round(score('best-practices')),
    seo: Math.round(score('seo')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
}

export type WebFigures = {
  bareJsKb: number;
  pages: Partial<Record<string, PageFigures & { jsKb: number }>>;
};

export function webChecks({ bareJsKb, pages }: WebFigures): Check[] {
  return [
    measured('the bare page’s first-load JS', bareJsKb > 0 ? bareJsKb : Number.NaN),
    ...webRoutes.flatMap((route) => {
      const page = pages[route];
      const t = webTargets;
      return [
        holds(`every route measured`, page !== undefined, route),
        samples('Lighthouse runs per route', page?.runs, t.runs, route),
        atMost(
          `first-load JS ≤ ${t.jsRatio}× bare`,
          page ? page.jsKb / bareJsKb : undefined,
          t.jsRatio,
          route,
        ),
        atLeast(`performance ≥ ${t.performance}`, page?.performance, t.performance, route),
        atLeast(`accessibility ${t.accessibility}`, page?.accessibility, t.accessibility, route),
        atLeast(`best practices ${t.bestPractices}`, page?.bestPractices, t.bestPractices, route),
        notIndexed.has(route)
          ? measured('SEO score (noindex, not held to 100)', page?.seo, route)
          : atLeast(`SEO ${t.seo}`, page?.seo, t.seo, route),
        atMost(`LCP ≤ ${t.lcpMs} ms`, page?.lcpMs, t.lcpMs, route),
        atMost(`TBT ≤ ${t.tbtMs} ms`, page?.tbtMs, t.tbtMs, route),
        atMost(`CLS ≤ ${t.cls}`, page?.cls, t.cls, route),
      ];
    }),
  ];
}

export function reportWeb(figures: WebFigures, runsPerRoute: number) {
  const ours = webRoutes.map((route) => figures.pages[route]);
  const all = (pick: (p: PageFigures & { jsKb: number }) => number, indexedOnly = false) =>
    webRoutes
      .filter((route) => !indexedOnly || !notIndexed.has(route))
      .map((route) => figures.pages[route])
      .map((p) => (p ? pick(p) : Number.NaN));
  // Math.max/min of a list with NaN in it is NaN: a missing figure shows as –, never as a good one.
  const worst = (values: number[], of: (...v: number[]) => number) =>
    values.length === 0 ? Number.NaN : of(...values);
  const noindexSeo = webRoutes
    .filter((route) => notIndexed.has(route))
    .map((route) => `${route} ${shown(figures.pages[route]?.seo, 0)} (noindex, not counted)`)
    .join(', ');
  return report(
    'web',
    `first-load JS up to ${shown(
      worst(
        all((p) => p.jsKb),
        Math.max,
      ),
    )} KB gzip (bare ${shown(figures.bareJsKb)} KB); the median of ${runsPerRoute} Lighthouse runs per route over ${ours.filter(Boolean).length} routes: performance from ${shown(
      worst(
        all((p) => p.performance),
        Math.min,
      ),
      0,
    )}, accessibility from ${shown(
      worst(
        all((p) => p.accessibility),
        Math.min,
      ),
      0,
    )}, best practices from ${shown(
      worst(
        all((p) => p.bestPractices),
        Math.min,
      ),
      0,
    )}, SEO from ${shown(
      worst(
        all((p) => p.seo, true),
        Math.min,
      ),
      0,
    )} on indexable routes, ${noindexSeo}; LCP up to ${shown(
      worst(
        all((p) => p.lcpMs),
        Math.max,
      ),
      0,
    )} ms, TBT up to ${shown(
      worst(
        all((p) => p.tbtMs),
        Math.max,
      ),
      0,
    )} ms, CLS up to ${shown(
      worst(
        all((p) => p.cls),
        Math.max,
      ),
      3,
    )}`,
    webChecks(figures),
  );
}

import { atLeast, atMost, below, type Check, holds, measured, report, samples, shown } from '../lib/verdict';

export const webRoutes = [
  '/',
  '/blogs',
  '/campaign',
  '/trip/trip-request',
  '/blogs/after-eid-return-to-dhaka',
  '/driver',
  // A passenger's trip, logged in: bench/web.ts requests one through the API and stands in its id. Last:
  // the login is seeded before it, so every route before it is measured logged out.
  '/trip/my-trips/[id]',
];
// Pages kept out of search engines on purpose (`noindex`): Lighthouse's SEO category marks them down for
// it, so their score is reported but not held to the SEO target.
export const notIndexed = new Set(['/trip/trip-request', '/trip/my-trips/[id]']);

export const webTargets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  /** Lighthouse's figures vary run to run: each is the median of at least this many runs. */
  runs: 3,
  /** The home page's longest main-thread task in a trace of its load at 4× CPU slowdown. */
  longestTaskMs: 50,
};

/**
 * Targets against the bare Next.js page measured in the same run on the same machine, so a slow machine
 * (or a slow day) moves both sides: what they judge is what our pages add to the bare page.
 */
export const relativeTargets = {
  jsRatio: 1.15,
  tbtRatio: 1.5,
  tbtExtraMs: 100,
  lcpExtraMs: 700,
  performanceBelow: 5,
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

/** One module (or chunk, when no source map names its modules) of a route's first-load JS. */
export type JsPart = { name: string; gzipKb: number };

export type WebFigures = {
  bareJsKb: number;
  /** The bare page's Lighthouse medians, the base of the relative targets. */
  bare?: PageFigures;
  pages: Partial<Record<string, PageFigures & { jsKb: number; largest?: JsPart[] }>>;
  /** The home page's longest main-thread task at 4× CPU slowdown (a Chromium trace of its load). */
  longestTaskMs?: number;
  /**
   * The bare page's, traced the same way in the same run: printed beside the home page's so a reader
   * sees how much of it is Next.js's own start-up. Not a target: the < 50 ms target stays absolute.
   */
  bareLongestTaskMs?: number;
};

/** The relative targets on one route, each against the bare page's own figure of the same run. */
export function relativeChecks(
  route: string,
  page: (PageFigures & { jsKb: number }) | undefined,
  bareJsKb: number,
  bare: PageFigures | undefined,
): Check[] {
  const r = relativeTargets;
  // No bare figure, no target: the check then fails as "no figure" rather than compares with NaN.
  const against = (base: number | undefined, limit: (base: number) => number) =>
    typeof base === 'number' && Number.isFinite(base) ? limit(base) : Number.NaN;
  const value = (v: number | undefined, base: number | undefined) =>
    typeof base === 'number' && Number.isFinite(base) ? v : Number.NaN;
  return [
    atMost(
      `first-load JS ≤ ${r.jsRatio}× bare`,
      page && bareJsKb > 0 ? page.jsKb / bareJsKb : undefined,
      r.jsRatio,
      route,
    ),
    atMost(
      `TBT ≤ ${r.tbtRatio}× bare TBT + ${r.tbtExtraMs} ms`,
      value(page?.tbtMs, bare?.tbtMs),
      against(bare?.tbtMs, (b) => r.tbtRatio * b + r.tbtExtraMs),
      route,
    ),
    atMost(
      `LCP ≤ bare LCP + ${r.lcpExtraMs} ms`,
      value(page?.lcpMs, bare?.lcpMs),
      against(bare?.lcpMs, (b) => b + r.lcpExtraMs),
      route,
    ),
    atLeast(
      `performance ≥ bare − ${r.performanceBelow}`,
      value(page?.performance, bare?.performance),
      against(bare?.performance, (b) => b - r.performanceBelow),
      route,
    ),
  ];
}

/** Every relative check over every route, with the bare page's own figures present. */
export function webRelativeChecks({ bareJsKb, bare, pages }: WebFigures): Check[] {
  return [
    measured('the bare page’s first-load JS', bareJsKb > 0 ? bareJsKb : Number.NaN),
    measured('the bare page’s TBT', bare?.tbtMs),
    measured('the bare page’s LCP', bare?.lcpMs),
    measured('the bare page’s performance', bare?.performance),
    ...webRoutes.flatMap((route) => relativeChecks(route, pages[route], bareJsKb, bare)),
  ];
}

export function webChecks(figures: WebFigures): Check[] {
  const { bareJsKb, bare, pages, longestTaskMs, bareLongestTaskMs } = figures;
  return [
    measured('the bare page’s first-load JS', bareJsKb > 0 ? bareJsKb : Number.NaN),
    measured('the bare page’s longest task at 4× CPU slowdown', bareLongestTaskMs),
    measured('the bare page’s TBT', bare?.tbtMs),
    measured('the bare page’s LCP', bare?.lcpMs),
    measured('the bare page’s performance', bare?.performance),
    below(
      `the home page’s longest task at 4× CPU slowdown < ${webTargets.longestTaskMs} ms`,
      longestTaskMs,
      webTargets.longestTaskMs,
    ),
    ...webRoutes.flatMap((route) => {
      const page = pages[route];
      const t = webTargets;
      return [
        holds(`every route measured`, page !== undefined, route),
        samples('Lighthouse runs per route', page?.runs, t.runs, route),
        holds(
          'the first-load JS breakdown names its largest modules',
          (page?.largest?.length ?? 0) > 0,
          route,
        ),
        ...relativeChecks(route, page, bareJsKb, bare),
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

/** What the relative summary line says: the bare page's figures and each route's worst against them. */
export function reportWebRelative(figures: WebFigures) {
  const { bare, bareJsKb, pages } = figures;
  const worst = (pick: (p: PageFigures & { jsKb: number }) => number, of: (...v: number[]) => number) => {
    const values = webRoutes.map((route) => pages[route]).map((p) => (p ? pick(p) : Number.NaN));
    return values.length === 0 ? Number.NaN : of(...values);
  };
  return report(
    'web relative',
    `against the bare page of the same run (JS ${shown(bareJsKb)} KB, performance ${shown(bare?.performance, 0)}, LCP ${shown(bare?.lcpMs, 0)} ms, TBT ${shown(bare?.tbtMs, 0)} ms): first-load JS up to ${shown(
      worst((p) => p.jsKb / bareJsKb, Math.max),
      2,
    )}× bare, performance down to bare ${shown(
      worst((p) => p.performance - (bare?.performance ?? Number.NaN), Math.min),
      0,
    )}, LCP up to bare + ${shown(
      worst((p) => p.lcpMs - (bare?.lcpMs ?? Number.NaN), Math.max),
      0,
    )} ms, TBT up to ${shown(
      worst((p) => p.tbtMs / (bare?.tbtMs ?? Number.NaN), Math.max),
      2,
    )}× bare`,
    webRelativeChecks(figures),
  );
}

/** The summary line of every target, then the line of the relative ones alone. */
export function reportWeb(figures: WebFigures, runsPerRoute: number) {
  const all = reportWebAll(figures, runsPerRoute);
  reportWebRelative(figures);
  return all;
}

function reportWebAll(figures: WebFigures, runsPerRoute: number) {
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
    )}; the home page's longest task at 4× CPU slowdown ${shown(figures.longestTaskMs, 0)} ms`,
    webChecks(figures),
  );
}

/** A Chromium trace event, as Lighthouse's trace artifact holds them. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { frame?: string; processId?: number; frames?: TraceFrame[] } };
};
type TraceFrame = { frame: string; processId?: number; parent?: string; url?: string };

/**
 * The longest top-level task (RunTask) on the page's main thread in a trace of its load, in ms: the
 * renderer of the main frame is the one Chromium last committed the main frame to (a navigation may move
 * it to a new process); its main thread is the one named CrRendererMain. NaN when the trace has none.
 */
export function longestMainThreadTaskMs(events: TraceEvent[]): number {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((f) => !f.parent);
  if (!mainFrame) return Number.NaN;
  let pid = mainFrame.processId;
  for (const e of events) {
    if (
      e.name === 'FrameCommittedInBrowser' &&
      e.args?.data?.frame === mainFrame.frame &&
      typeof e.args.data.processId === 'number'
    )
      pid = e.args.data.processId;
  }
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) return Number.NaN;
  const tasks = events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === pid && e.tid === main.tid && e.dur,
  );
  if (tasks.length === 0) return Number.NaN;
  return Math.round(Math.max(...tasks.map((e) => e.dur!)) / 100) / 10;
}

/**
 * The parts a route adds to what every Next.js page carries: not Next.js (React comes with it, under
 * next/dist/compiled), not Turbopack's runtime or glue, and not a chunk the bare page loads too.
 */
export function beyondFramework(parts: JsPart[], bareParts: JsPart[]): JsPart[] {
  const bare = new Set(bareParts.map((p) => p.name));
  return parts.filter(
    (p) =>
      !bare.has(p.name) &&
      !p.name.startsWith('next/') &&
      !p.name.startsWith('[turbopack]') &&
      !p.name.startsWith('(bundler glue'),
  );
}

/** The `count` largest parts, largest first, as one line ("name 12.3 KB, …"). */
export function largestParts(parts: JsPart[], count = 6): string {
  return [...parts]
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, count)
    .map((p) => `${p.name} ${p.gzipKb.toFixed(1)} KB`)
    .join(', ');
}

import { atLeast, atMost, type Check, report, samples, shown } from '../lib/verdict';

export type ApiEngine = 'pglite' | 'postgres';

/** The routes bench api measures, by the name its table shows. */
export const apiRoutes = {
  ready: 'GET /health/ready (select 1, migrations)',
  cars: 'GET /api/v3/cars (content)',
  blogs: 'GET /web/get/blogs',
  offers: 'GET /web/get/offers',
  trips: 'GET /api/v3/user/trips (signed in)',
  estimate: 'POST /api/v3/fare-estimate',
  guidanceBids: 'GET /api/v3/fare-guidance (bids)',
  guidanceEstimate: 'GET /api/v3/fare-guidance (estimate)',
} as const;
export type ApiRoute = keyof typeof apiRoutes;

// On the embedded database: catalogue and content GETs at 0.6× the bare route or
// better, the signed-in passenger's trip list at 0.3×, every p99 within 20 ms at 50 connections.
// On PostgreSQL (a pool and a server apart): the trip list at 0.3×, the fare estimate
// at 0.5×, every p99 within 50 ms. Every target holds on both engines: the estimate's ratio on PGlite
// too, and every p99 on every route measured, readiness and both fare guidance routes included (they
// have no ratio target of their own; their ratio is shown).
const ratios: Record<ApiRoute, number | null> = {
  ready: null,
  cars: 0.6,
  blogs: 0.6,
  offers: 0.6,
  trips: 0.3,
  estimate: 0.5,
  guidanceBids: null,
  guidanceEstimate: null,
};
export const apiTargets = {
  pglite: { ratios, p99Ms: 20 },
  postgres: { ratios, p99Ms: 50 },
  /** The targets are set at this many connections. */
  connections: 50,
  /** Each ratio is the median of this many pairs (a route beside the bare route measured before it). */
  pairs: 3,
  /** Requests behind each route's figures, all its windows together: a p99 of a few is no p99. */
  requests: 1000,
} as const;

/** One route's figures: the median pair's ratio, the median window's p99, and what they stand on. */
export type RouteFigures = { ratio: number; p99: number; pairs: number; requests: number };
export type ApiFigures = {
  engine: ApiEngine;
  connections: number;
  routes: Partial<Record<ApiRoute, RouteFigures>>;
};

export function apiChecks({ engine, connections, routes }: ApiFigures): Check[] {
  const target = apiTargets[engine];
  return [
    atLeast(`${apiTargets.connections} connections`, connections, apiTargets.connections),
    ...(Object.keys(apiRoutes) as ApiRoute[]).flatMap((route) => {
      const name = apiRoutes[route];
      const figures = routes[route];
      const minRatio = target.ratios[route];
      return [
        samples(`pairs per route`, figures?.pairs, apiTargets.pairs, name),
        samples(`requests per route`, figures?.requests, apiTargets.requests, name),
        ...(minRatio === null ? [] : [atLeast(`≥ ${minRatio}× bare`, figures?.ratio, minRatio, name)]),
        atMost(`p99 ≤ ${target.p99Ms} ms`, figures?.p99, target.p99Ms, name),
      ];
    }),
  ];
}

export function reportApi(figures: ApiFigures, bareRps: number) {
  const each = (Object.keys(apiRoutes) as ApiRoute[])
    .map((route) => {
      const f = figures.routes[route];
      return `${apiRoutes[route]} ${shown(f?.ratio, 2)}× (p99 ${shown(f?.p99, 0)} ms)`;
    })
    .join('; ');
  const engine = figures.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)';
  return report(
    `api on ${engine}`,
    `${each}; bare ${shown(bareRps, 0)} req/s, ${figures.connections} connections`,
    apiChecks(figures),
  );
}

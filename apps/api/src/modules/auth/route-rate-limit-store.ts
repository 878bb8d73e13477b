import type { DbOrTx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addHit, deleteWindowsBefore } from './rate-counter-repo';

const DAY_MS = 24 * 60 * 60 * 1000;

type Counted = { current: number; ttl: number };
type Done = (err: Error | null, res?: Counted) => void;
// What the plugin hands `child` at run time: the route's merged limit options, with the route in
// `routeInfo` (its types name the route options alone).
type RouteLimitOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for `@fastify/rate-limit` that keeps its counters in `auth_rate_counters`, the table the login,
 * code, lead and staff limits already count in, so a route's limit (place search, campaign tracking)
 * holds across every API process rather than per process as the plugin's in-memory store does.
 * Windows are fixed (a clock minute for a one-minute limit), as the other counters' are; one upsert
 * per request, atomic across processes.
 */
export function postgresRateLimitStore(db: DbOrTx, clock: Clock) {
  return class PostgresRateLimitStore {
    readonly #route: string;

    constructor(_global?: unknown, route = 'global') {
      this.#route = route;
    }

    incr(key: string, done: Done, timeWindow: number) {
      const now = clock.now().getTime();
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      addHit(db, `route:${this.#route}:${key}`, new Date(windowStart))
        .then(async (hits) => {
          // The first hit of a window forgets windows no one reads any more, as ip-limit.ts does.
          if (hits === 1) await deleteWindowsBefore(db, new Date(windowStart - DAY_MS));
          done(null, { current: hits, ttl: windowStart + timeWindow - now });
        })
        .catch((err: Error) => done(err));
    }

    child(options: object) {
      const { routeInfo } = options as RouteLimitOptions;
      const method = Array.isArray(routeInfo?.method) ? routeInfo.method.join(',') : routeInfo?.method;
      const route = `${method ?? ''} ${routeInfo?.url ?? ''}`;
      return new PostgresRateLimitStore(undefined, route);
    }
  };
}

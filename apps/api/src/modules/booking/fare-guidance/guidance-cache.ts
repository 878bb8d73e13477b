import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLoadCache } from '../../../lib/load-cache';
import type { AcceptedFareStats } from './accepted-fares-repo';
import { backfillTripDistricts } from './backfill-districts';

// A route's figures move slowly (90 days of fares), and the request and bid screens ask for the same
// popular routes over and over: a minute in memory spares the aggregate. An accept in this process
// drops them at once; another process's accept shows here within the minute.
export const FARE_GUIDANCE_MAX_AGE_MS = 60_000;
// Routes are district pairs × car types × trip types; the popular ones are a few hundred.
const MAX_ENTRIES = 2_000;

export const createFareGuidanceCache = (onLookup?: (hit: boolean) => void) =>
  createLoadCache<AcceptedFareStats>({ maxEntries: MAX_ENTRIES, onLookup });

export type FareGuidanceCache = ReturnType<typeof createFareGuidanceCache>;

declare module 'fastify' {
  interface FastifyInstance {
    fareGuidanceCache: FareGuidanceCache;
  }
}

/**
 * One cache per app, shared by the guidance route and the accept that makes it stale; and, before the
 * first answer, the districts of recently booked trips that predate them.
 */
export default fp(
  async function fareGuidanceCache(app: FastifyInstance) {
    app.decorate('fareGuidanceCache', createFareGuidanceCache(app.metrics.cacheLookups('fare_guidance')));
    const filled = await backfillTripDistricts(app.database.db, app.clock.now());
    if (filled > 0) app.log.info({ trips: filled }, 'trip districts filled in for fare guidance');
  },
  { name: 'fare-guidance-cache' },
);

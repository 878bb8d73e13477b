import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheDroppedOnChange } from '../../../db/changes/change-cache';
import { createLoadCache } from '../../../lib/load-cache';
import type { AcceptedFareStats } from './accepted-fares-repo';
import { backfillTripDistricts } from './backfill-districts';
import { FARE_GUIDANCE_CHANNEL } from './guidance-changes';

// A route's figures move slowly (90 days of fares), and the request and bid screens ask for the same
// popular routes over and over: a minute in memory spares the aggregate. A booking or a cancelled
// booking drops them in every process (here at its commit, elsewhere by NOTIFY).
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
 * One cache per app, read by the guidance route; and, before the
 * first answer, the districts of recently booked trips that predate them.
 */
export default fp(
  async function fareGuidanceCache(app: FastifyInstance) {
    const cache = await cacheDroppedOnChange(app, {
      name: 'fare_guidance',
      channel: FARE_GUIDANCE_CHANNEL,
      create: createFareGuidanceCache,
    });
    app.decorate('fareGuidanceCache', cache);
    const filled = await backfillTripDistricts(app.database.db, app.clock.now());
    if (filled > 0) app.log.info({ trips: filled }, 'trip districts filled in for fare guidance');
  },
  { name: 'fare-guidance-cache' },
);

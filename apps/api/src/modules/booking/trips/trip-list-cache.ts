import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheDroppedOnChange } from '../../../db/changes/change-cache';
import { type CachedAnswer, toCachedAnswer } from '../../../lib/answer-cache';
import { createLoadCache, type LoadCache } from '../../../lib/load-cache';
import { passengersOfTripListChange, TRIP_LIST_CHANNEL } from './trip-list-changes';

// My trips is the page passengers open most, and on PostgreSQL any query costs a round trip that
// halves what a process answers (docs/adr): a passenger's pages are kept in memory until a writer of
// what they show announces a change (trip-list-changes.ts; here at commit, elsewhere by NOTIFY). The
// age is a backstop, not the mechanism: nothing on a card depends on the time.
const MAX_AGE_MS = 60_000;
// Passengers with pages in memory; when full it starts again empty (a few loads, never a wrong answer).
const MAX_PASSENGERS = 5_000;
// Tabs × pages one passenger opens.
const MAX_PAGES_PER_PASSENGER = 32;

/**
 * A passenger's trip-list pages by query, as they go on the wire (serialised once, with an ETag, so a
 * phone that has the page is answered 304). Dropping a passenger forgets their cache, so a load under
 * way lands in the forgotten one and is never served (it may have read before the change).
 */
export function createTripListCache(onLookup?: (hit: boolean) => void) {
  let passengers = new Map<number, LoadCache<CachedAnswer>>();
  return {
    /** `load` answers what the route's schema sends (it is serialised as it is). */
    get(passengerId: number, key: string, now: number, load: () => Promise<unknown>): Promise<CachedAnswer> {
      let cache = passengers.get(passengerId);
      if (!cache) {
        if (passengers.size >= MAX_PASSENGERS) passengers = new Map();
        cache = createLoadCache<CachedAnswer>({ maxEntries: MAX_PAGES_PER_PASSENGER, onLookup });
        passengers.set(passengerId, cache);
      }
      return cache.get(key, now, async () => {
        const expiresAt = now + MAX_AGE_MS;
        return { value: toCachedAnswer(await load(), expiresAt), expiresAt };
      });
    },
    drop(passengerIds: readonly number[] | 'all') {
      if (passengerIds === 'all') passengers = new Map();
      else for (const id of passengerIds) passengers.delete(id);
    },
    clear() {
      passengers = new Map();
    },
  };
}

export type TripListCache = ReturnType<typeof createTripListCache>;

declare module 'fastify' {
  interface FastifyInstance {
    tripListCache: TripListCache;
  }
}

export default fp(
  async function tripListCache(app: FastifyInstance) {
    const cache = await cacheDroppedOnChange(app, {
      name: 'trip_list',
      channel: TRIP_LIST_CHANNEL,
      create: createTripListCache,
      drop: (lists, payload) => lists.drop(passengersOfTripListChange(payload)),
    });
    app.decorate('tripListCache', cache);
  },
  { name: 'trip-list-cache' },
);

import { type TripPage, tripPageSchema } from '@pothik/domain';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { type CachedAnswer, createAnswerCache } from '../../../lib/answer-cache';

/**
 * My trips, as sent, per passenger and query: a passenger opening the app, and the web server
 * rendering for them, ask the same question far more often than any trip changes. Only on the
 * embedded database, where every write is counted in this process: any write at all drops every
 * entry, so an answer is never older than the data and no event has to remember to invalidate it.
 * On PostgreSQL, written by other processes too, there is no cache (null).
 */
export function createTripListCache(database: Database) {
  const writeCount = database.writeCount;
  if (!writeCount) return null;
  const cache = createAnswerCache();
  let seenWrites = writeCount();

  return async function tripList(
    key: string,
    now: number,
    load: () => Promise<TripPage>,
  ): Promise<CachedAnswer> {
    const writes = writeCount();
    if (writes !== seenWrites) {
      cache.clear();
      seenWrites = writes;
    }
    // Encoded as the route's response schema would have sent it.
    return cache.get(key, now, async () => ({
      data: z.encode(tripPageSchema, await load()),
      nextChange: null,
    }));
  };
}

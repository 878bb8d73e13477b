import type { FastifyInstance } from 'fastify';
import { listenForChanges } from './changes';

/**
 * A cache of this process that a change drops: made by `create` with the lookup counter of the metric
 * `pothik_cache_lookups_total{cache=name}`, dropped by `drop` (everything, unless the payload says what)
 * whenever a change is announced on `channel` (here at the writer's commit, in every other process by
 * NOTIFY), and dropped whole after a lost LISTEN connection is replaced (announcements may be lost).
 * It stops listening when the app closes. Every cache of the API is made by it.
 */
export async function cacheDroppedOnChange<Cache extends { clear(): void }>(
  app: FastifyInstance,
  {
    name,
    channel,
    create,
    drop = (cache) => cache.clear(),
  }: {
    name: string;
    channel: string;
    create: (onLookup: (hit: boolean) => void) => Cache;
    drop?: (cache: Cache, payload: string) => void;
  },
): Promise<Cache> {
  const cache = create(app.metrics.cacheLookups(name));
  const stop = await listenForChanges(app.database, app.log, {
    channel,
    onChange: (payload) => drop(cache, payload),
    onMissed: () => cache.clear(),
  });
  app.addHook('onClose', async () => stop());
  return cache;
}

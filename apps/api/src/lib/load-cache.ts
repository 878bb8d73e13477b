/**
 * Values by key, each kept until the expiry its load gives it, and loaded once however many ask at the
 * same moment. `clear()` drops everything; a load under way when it is called is answered but not kept,
 * as it may predate the change that caused the clear. The bound keeps odd keys from growing it without
 * end: when full it starts again empty, which costs a few loads, never a wrong answer.
 */
export function createLoadCache<T>({
  maxEntries,
  onLookup,
}: {
  maxEntries: number;
  /** Told whether each `get` was answered from memory (the metrics plugin's cache hit counter). */
  onLookup?: (hit: boolean) => void;
}) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  return {
    async get(key: string, now: number, load: () => Promise<{ value: T; expiresAt: number }>): Promise<T> {
      const hit = entries.get(key);
      const isHit = hit !== undefined && hit.expiresAt > now;
      onLookup?.(isHit);
      if (hit && isHit) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = generation;
      const promise = load()
        .then(({ value, expiresAt }) => {
          if (started === generation) {
            if (entries.size >= maxEntries) entries.clear();
            entries.set(key, { value, expiresAt });
          }
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

export type LoadCache<T> = ReturnType<typeof createLoadCache<T>>;

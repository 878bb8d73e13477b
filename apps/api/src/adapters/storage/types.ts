/** Where uploaded pictures live (DESIGN.md §12). Keys are content-hashed, so an object never changes. */
export type StorageAdapter = {
  readonly provider: 'local' | 's3';
  /** Stores the bytes under `key` (e.g. `avatars/3f…-480.webp`) and returns the address to show them from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the object under `key`; one already gone is no error. */
  delete(key: string): Promise<void>;
  /** The key an address `put` answered stands for, or null when the address is not this storage's. */
  keyOf(url: string): string | null;
};

/** The key of `url` when it starts with `prefix` and the rest is a safe key, or null. */
export function keyUnder(prefix: string, url: string): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}

/** Keys are ours, never a user's file name: a few lowercase path segments, no way upwards. */
export function assertSafeKey(key: string) {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

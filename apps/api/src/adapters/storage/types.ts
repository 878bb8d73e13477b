/** Where uploaded pictures live (DESIGN.md §12). Keys are content-hashed, so an object never changes. */
export type StorageAdapter = {
  readonly provider: 'local' | 's3';
  /** Stores the bytes under `key` (e.g. `avatars/3f…-480.webp`) and returns the address to show them from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
};

/** Keys are ours, never a user's file name: a few lowercase path segments, no way upwards. */
export function assertSafeKey(key: string) {
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

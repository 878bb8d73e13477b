'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates what the server rendered, true from then on (and at once in a tree the
 * browser renders itself): what only the browser can know (storage, the clock's second, the device's
 * abilities) waits for it, so the server's HTML and the first browser render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

import { useMemo, useSyncExternalStore } from 'react';
import { vi } from 'vitest';

// The App Router is not mounted in jsdom. This stand-in keeps the URL query the My Trips tabs read and
// write, so a tab or page change re-renders the page as router.push does in the browser.
let search = '';
const listeners = new Set<() => void>();

/** Puts the browser on `href` (path and query), as typing the URL or pressing back would. */
export function visit(href: string) {
  search = href.includes('?') ? href.slice(href.indexOf('?') + 1) : '';
  for (const listener of listeners) listener();
}

export const router = {
  push: vi.fn((href: string) => visit(href)),
  replace: vi.fn((href: string) => visit(href)),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const urlNavigationMock = {
  usePathname: () => '/trip/my-trips',
  useRouter: () => router,
  useSearchParams: () => {
    const query = useSyncExternalStore(subscribe, () => search);
    return useMemo(() => new URLSearchParams(query), [query]);
  },
};

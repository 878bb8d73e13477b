import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

// Code a page loads on demand (the login dialog, the toaster, the account menu, schemas that check
// answers) is a ready chunk in a browser; under Vite the first import of each compiles a whole module
// tree, which on a busy machine can outlast a query's wait. Loaded here first, it is ready too (only
// modules no test mocks anything for: a test's vi.mock applies to what is imported after it). The trip
// form's schema, a feature's own, is loaded so by the trip tests' fixtures.
await Promise.all([
  import('radix-ui'),
  import('react-hook-form'),
  import('@/components/sonner-toaster'),
  import('@/lib/response-schemas'),
]);

// A file's first query waits for Vite to compile the page's module tree. On a two-core CI machine that
// also runs the production builds, that outlasted testing-library's 1 s default (accept-bid's first
// button, once). A query that finds its element returns at once, so passing tests take no longer.
configure({ asyncUtilTimeout: 5000 });

// STYLE.md §14: an unexpected console.error fails the test that caused it.
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  // sonner keeps toasts in a module-level store and replays them to the next Toaster.
  toast.dismiss();
  window.localStorage.clear();
  // As another tab's clearing is told: the session stores drop the access token they hold in memory.
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  const errors = consoleErrors;
  vi.restoreAllMocks();
  if (errors.length > 0) throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
});

// jsdom lacks these browser APIs that Radix and sonner touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Radix RadioGroup measures its hidden form input with a ResizeObserver. Nothing in jsdom has a size, so
// an observer that never reports is what a browser would do here.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoResizeObserver;

import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

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

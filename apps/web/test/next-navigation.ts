import { vi } from 'vitest';

// The App Router is not mounted in jsdom; tests drive the pathname and watch the router calls.
export const navigation = {
  pathname: '/',
  router: {
    push: vi.fn(),
    replace: vi.fn(),
    refresh: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(),
  },
};

export const nextNavigationMock = {
  usePathname: () => navigation.pathname,
  useRouter: () => navigation.router,
  useSearchParams: () => new URLSearchParams(),
};

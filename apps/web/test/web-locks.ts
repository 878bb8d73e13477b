import { vi } from 'vitest';

/**
 * A Web Locks stand-in with the browser's contract (one holder per name, the rest queue), since jsdom
 * has none; `uninstall` puts jsdom's navigator back.
 */
export function installWebLocks(): { uninstall: () => void } {
  const queues = new Map<string, Promise<unknown>>();
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: (name: string, task: () => Promise<unknown>) => {
        const run = (queues.get(name) ?? Promise.resolve()).then(task);
        queues.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    },
  });
  return { uninstall: () => Reflect.deleteProperty(navigator, 'locks') };
}

/** Imports a fresh copy of a module, as a second browser tab has its own (module state included). */
export async function openTab<T>(load: () => Promise<T>, apiUrl: string): Promise<T> {
  vi.resetModules();
  const module = await load();
  (await import('@/lib/api-client')).setApiBaseUrl(apiUrl);
  return module;
}

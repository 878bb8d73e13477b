/** The site's one service worker (public/sw.js): the driver app's offline page and Web Push. */
export const SITE_WORKER_URL = '/sw.js';

/**
 * Registers the worker with scope / and retires the driver app's earlier worker (/driver-sw.js, scope
 * /driver), which would otherwise keep controlling /driver and hold no push subscription.
 */
export async function registerSiteWorker(): Promise<ServiceWorkerRegistration> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((r) => (r.active ?? r.waiting ?? r.installing)?.scriptURL.endsWith('/driver-sw.js'))
      .map((r) => r.unregister()),
  );
  await navigator.serviceWorker.register(SITE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

'use client';

import { useEffect } from 'react';

/**
 * Installs the driver app's service worker (public/driver-sw.js), which serves an offline page for
 * /driver when the network is gone. It sits at the site's root so that its scope can be /driver itself
 * (a worker under /driver/ could not control /driver). Production only: in development it would serve
 * stale pages.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register('/driver-sw.js', { scope: '/driver' }).catch(() => undefined);
  }, []);
  return null;
}

'use client';

import { useEffect } from 'react';
import { registerSiteWorker } from '@/lib/site-worker';

/**
 * Installs the site's service worker (public/sw.js), which serves an offline page for /driver when the
 * network is gone and shows push notifications. Production only here: the push opt-in registers it
 * itself wherever it is used.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    void registerSiteWorker().catch(() => undefined);
  }, []);
  return null;
}

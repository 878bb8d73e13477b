'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, wasToastRequested } from '@/lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * The toast area (bottom-left, SPEC.md §8). Its library stays out of the first load: it mounts once
 * the page is idle after loading, or at once when a toast is asked for before that (lib/toast.ts).
 */
export function AppToaster() {
  const [isIdle, setIsIdle] = useState(false);
  const toastRequested = useSyncExternalStore(subscribeToToastRequests, wasToastRequested, () => false);

  useEffect(() => {
    const ready = () => setIsIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(ready, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(ready, 200);
    return () => window.clearTimeout(id);
  }, []);

  if (!isIdle && !toastRequested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

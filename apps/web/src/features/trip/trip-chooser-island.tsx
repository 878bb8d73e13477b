'use client';

import { type ComponentProps, lazy, Suspense, useCallback, useRef } from 'react';
import { type HeldRegion, holdUntilHydrated } from '@/lib/before-hydration';
import { readDetailsState } from '@/lib/details-state';
import { TripChooser } from './trip-chooser';

type Props = Omit<ComponentProps<typeof TripChooser>, 'onReady'> & {
  /** The region's id: the inline script after it in the HTML (earlyHoldSource) watches it by this. */
  regionId: string;
};

// The chooser's code (the form, place search, fares: about 11 KB gzip) is not part of the home page's
// first load: the server renders the chooser as it always did, and the browser fetches its code and
// hydrates it on the visitor's first touch, key or focus in it, or once the page is idle, whichever comes
// first. Until then what the visitor does in it is kept (lib/before-hydration.ts): from its HTML's arrival
// by the inline script the home page puts after it, from the page's hydration by this island.
let startLoading = () => {};
const firstUse = new Promise<void>((resolve) => {
  startLoading = resolve;
});
const LazyTripChooser = lazy(() =>
  firstUse.then(() => import('./trip-chooser')).then((module) => ({ default: module.TripChooser })),
);

/** Runs `task` once the browser is idle after the page became interactive; returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 500);
  return () => window.clearTimeout(id);
}

/** The home page's trip chooser, server-rendered, its code loaded on first use (see above). */
export function TripChooserIsland({ regionId, ...props }: Props) {
  const held = useRef<HeldRegion | null>(null);

  // A ref, not an effect: it runs as the page's hydration commits, the earliest this code can take the
  // region over from the inline script.
  const watch = useCallback((root: HTMLDivElement | null) => {
    if (!root) return;
    held.current = holdUntilHydrated(root, startLoading);
    // Nothing server-rendered (a client-side visit to the page) or entries to bring back: wanted now.
    if (!root.firstElementChild || readDetailsState()) startLoading();
    const cancel = whenIdle(startLoading);
    return () => {
      cancel();
      held.current?.release();
      held.current = null;
    };
  }, []);

  // The chooser has hydrated and filled itself in: what was held is replayed on it.
  const onReady = useCallback(() => {
    held.current?.release();
    held.current = null;
  }, []);

  // The server renders the chooser itself (the bundler drops this branch, and the import, from the
  // browser's code); the browser hydrates that HTML once the lazy chooser's code is there.
  if (typeof window === 'undefined') {
    return (
      <div id={regionId} className="contents">
        <Suspense>
          <TripChooser {...props} />
        </Suspense>
      </div>
    );
  }
  return (
    <div id={regionId} ref={watch} className="contents">
      <Suspense>
        <LazyTripChooser {...props} onReady={onReady} />
      </Suspense>
    </div>
  );
}

'use client';

import dynamic from 'next/dynamic';

/**
 * The trip and its live part as the trip's page gives them: behind the login gate, so their code (bids,
 * the ride, cancelling, their forms and dialogs) loads once a logged-in visitor's browser shows them
 * instead of with the page. `GatedTripDetail` when the server could not read the trip (the browser loads
 * it), `RenderedTripDetail` when it did (ADR 0024): rendered in the page's HTML, its code preloaded.
 */
export const GatedTripDetail = dynamic(() => import('./live-trip-detail').then((m) => m.LiveTripDetail), {
  ssr: false,
  loading: () => <div className="min-h-32" aria-hidden="true" />,
});

// No `loading`: with a placeholder the server would send the trip apart from the page, to be moved in by a
// script after the first paint (ADR 0025); without one it waits for the code and writes the trip in place.
export const RenderedTripDetail = dynamic(() => import('./live-trip-detail').then((m) => m.LiveTripDetail));

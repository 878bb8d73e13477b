'use client';

import dynamic from 'next/dynamic';

/**
 * The trip and its live part as the trip's page gives them: behind the login gate, which the server never
 * opens (the login is the browser's), so their code (bids, the ride, cancelling, their forms and
 * dialogs) loads once a logged-in visitor's browser shows them instead of with the page.
 */
export const GatedTripDetail = dynamic(() => import('./live-trip-detail').then((m) => m.LiveTripDetail), {
  ssr: false,
  loading: () => <div className="min-h-32" aria-hidden="true" />,
});

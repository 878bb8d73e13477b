'use client';

import dynamic from 'next/dynamic';

/**
 * The request form as its page gives it: behind the login gate, which the server never opens (the
 * login is the browser's), so the form's code (the form library, places, the map) loads once a
 * logged-in visitor's browser shows it instead of with every visit to the page.
 */
export const GatedTripRequestForm = dynamic(
  () => import('./trip-request-form').then((m) => m.TripRequestForm),
  { ssr: false, loading: () => <div className="min-h-32" aria-hidden="true" /> },
);

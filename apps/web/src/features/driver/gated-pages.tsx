'use client';

import dynamic from 'next/dynamic';

// The driver app's pages show only once a driver is logged in, which the server never knows (the login is
// the browser's): each page's code loads when the shell shows it, not with every visit's first load
// (the login form, for a driver not yet in, loads the same way: shell/driver-shell.tsx).
const loading = () => <div className="min-h-32" aria-hidden="true" />;

export const OpenTripsPage = dynamic(
  () => import('./open-trips/open-trips-page').then((m) => m.OpenTripsPage),
  { ssr: false, loading },
);

export const DriverTripsPage = dynamic(
  () => import('./my-trips/driver-trips-page').then((m) => m.DriverTripsPage),
  { ssr: false, loading },
);

export const DriverTripPage = dynamic(() => import('./trip/driver-trip-page').then((m) => m.DriverTripPage), {
  ssr: false,
  loading,
});

export const DriverAccountPage = dynamic(
  () => import('./account/driver-account-page').then((m) => m.DriverAccountPage),
  { ssr: false, loading },
);

export const DriverTicketsPage = dynamic(
  () => import('./tickets/driver-tickets-page').then((m) => m.DriverTicketsPage),
  { ssr: false, loading },
);

export const DriverPapersPage = dynamic(
  () => import('./papers/driver-papers-page').then((m) => m.DriverPapersPage),
  { ssr: false, loading },
);

export const DriverSubscriptionPage = dynamic(
  () => import('./subscription/driver-subscription-page').then((m) => m.DriverSubscriptionPage),
  { ssr: false, loading },
);

'use client';

import { lazy, Suspense } from 'react';
import { useStoredSession } from '@/features/auth';

// Only a logged-in passenger has trips to show: the list, its cards and its loading come with the login,
// not with every visitor's first load of the home page.
const OngoingTrips = lazy(() => import('./ongoing-trips'));

/**
 * The passenger's ongoing trips (started, or confirmed and picking up within a day), each linking to
 * its page. Visitors see nothing; the token is the browser's, so this loads there.
 */
export function OngoingTripsSection({ className }: { className?: string }) {
  const session = useStoredSession();
  if (session.status !== 'known' || !session.isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <OngoingTrips className={className} />
    </Suspense>
  );
}

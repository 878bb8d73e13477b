'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useId } from 'react';
import { useStoredSession } from '@/features/auth/use-stored-session';
import { LoadError } from '@/features/my-trips/load-states';
import { TripCard } from '@/features/my-trips/trip-card';
import type { TripView } from '@/features/my-trips/trip-view';
import { useApiData } from '@/features/my-trips/use-api-data';
import { fetchOngoingTrips } from './ride-api';

/**
 * The passenger's ongoing trips (started, or confirmed and picking up within a day), each linking to
 * its page. Visitors see nothing; the token is in localStorage, so this loads in the browser.
 */
export function OngoingTripsSection({ className }: { className?: string }) {
  const session = useStoredSession();
  if (session.status !== 'known' || !session.isLoggedIn) return null;
  return <OngoingTrips className={className} />;
}

function OngoingTrips({ className }: { className?: string }) {
  const t = useTranslations('ride.ongoing');
  const lang = useLocale();
  const headingId = useId();
  const load = useCallback((signal: AbortSignal) => fetchOngoingTrips(lang, signal), [lang]);
  const { state, retry } = useApiData<TripView[]>('ongoing-trips', load);

  // Nothing to show while loading or when nothing is under way: the section is a shortcut, not a list.
  if (state.status === 'loading') return null;
  if (state.status === 'ready' && state.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 font-bold text-2xl text-primary-darker">
        {t('heading')}
      </h2>
      {state.status === 'failed' ? (
        <LoadError title={t('loadError')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {state.data.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

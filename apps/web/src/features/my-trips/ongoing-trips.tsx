'use client';

import type { TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useCallback, useId } from 'react';
import { LoadError } from '@/components/load-states';
import { TripCard } from '@/features/my-trips/trip-card';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { fetchOngoingTrips } from './trips-api';

/** The logged-in passenger's ongoing trips, loaded with the section (ongoing-trips-section.tsx). */
export default function OngoingTrips({ className }: { className?: string }) {
  const t = useTranslations('ride.ongoing');
  const lang = useLang();
  const headingId = useId();
  const load = useCallback(() => fetchOngoingTrips(lang), [lang]);
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

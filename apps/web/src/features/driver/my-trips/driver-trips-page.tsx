'use client';

import { bidStatusNames, formatTaka } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { TripStatusBadge } from '@/features/my-trips';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { type DriverTripItem, fetchDriverTrips } from '../driver-api';
import { useDriverLive } from '../live/driver-live';
import { TripSummary } from '../open-trips/trip-summary';
import { type DriverTripGroups, groupDriverTrips } from './group-driver-trips';

const sections: (keyof DriverTripGroups)[] = ['ongoing', 'upcoming', 'waiting', 'past'];

/** The driver's trips by what comes next: driving now, booked, waiting on the passenger, done. */
export function DriverTripsPage() {
  const t = useTranslations('driver.mine');
  const lang = useLang();
  const { state, retry, refresh } = useApiData('driver-trips', () => fetchDriverTrips(lang));
  useDriverLive({ onEvent: () => void refresh(), onSync: () => void refresh() });
  const groups = useMemo(
    () => (state.status === 'ready' ? groupDriverTrips(state.data.items) : null),
    [state],
  );

  return (
    <section aria-labelledby="driver-trips-title" className="space-y-6">
      <h1 id="driver-trips-title" className="font-bold text-2xl">
        {t('title')}
      </h1>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={2} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {groups && state.status === 'ready' && state.data.items.length === 0 && (
        <EmptyState
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={
            <Link href="/driver" className="btn-primary inline-flex">
              {t('findTrips')}
            </Link>
          }
        />
      )}
      {groups &&
        sections.map(
          (key) =>
            groups[key].length > 0 && (
              <section key={key} aria-labelledby={`driver-trips-${key}`} className="space-y-3">
                <h2 id={`driver-trips-${key}`} className="font-bold text-xl">
                  {t(`section.${key}`)}
                </h2>
                <ul className="space-y-3">
                  {groups[key].map((item) => (
                    <li key={item.trip.id}>
                      <DriverTripCard item={item} />
                    </li>
                  ))}
                </ul>
              </section>
            ),
        )}
    </section>
  );
}

function DriverTripCard({ item }: { item: DriverTripItem }) {
  const t = useTranslations('driver.mine');
  const lang = useLang();
  const { trip, bid } = item;
  return (
    <article
      data-trip-id={trip.id}
      className="relative rounded-xl border border-gray-300 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary"
    >
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <TripStatusBadge status={trip.status} />
        <span className="text-gray-700 text-sm">
          {t('bid', { fare: formatTaka(bid.fare, lang), status: bidStatusNames[bid.status][lang] })}
        </span>
      </div>
      <TripSummary trip={trip} />
      <Link
        href={`/driver/trips/${trip.id}`}
        className="mt-3 flex min-h-11 items-center justify-center rounded-lg border border-primary px-4 font-semibold text-primary-darker after:absolute after:inset-0"
      >
        {t('open', { id: localizeDigits(trip.id, lang) })}
      </Link>
    </article>
  );
}

'use client';

import type { TripListTab } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { TripCard } from './trip-card';
import { TripPager } from './trip-pager';
import { fetchTripPage } from './trips-api';

/** One tab's trips, a page at a time, with its loading, empty and error states. */
export function TripList({
  tab,
  page,
  onPage,
}: {
  tab: TripListTab;
  page: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('myTrips');
  const lang = useLang();
  const load = useCallback(() => fetchTripPage(tab, page, lang), [tab, page, lang]);
  const { state, retry } = useApiData(`trips:${tab}:${page}`, load);

  if (state.status === 'loading') return <LoadingSkeleton label={t('loading')} />;
  if (state.status === 'failed') {
    return <LoadError title={t('loadError')} result={state.result} retryLabel={t('retry')} onRetry={retry} />;
  }

  const { items, total, per_page } = state.data;
  if (total === 0) {
    return (
      <EmptyState
        title={t(`empty.${tab}.title`)}
        body={t(`empty.${tab}.body`)}
        action={
          <Link href="/" className="btn-primary">
            {t('bookTrip')}
          </Link>
        }
      />
    );
  }
  const pages = Math.max(1, Math.ceil(total / Math.max(1, per_page)));
  return (
    <>
      {items.length === 0 ? (
        // A page past the end (an old link after trips moved to another tab).
        <div className="rounded-xl border border-gray-300 border-dashed px-6 py-8 text-center">
          <p>{t('pageEmpty')}</p>
          <button type="button" className="btn-outline mt-4" onClick={() => onPage(1)}>
            {t('firstPage')}
          </button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <TripPager page={page} pages={pages} onPage={onPage} />
    </>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/empty-state';
import { MY_TRIPS_PATH } from './trip-list-query';

/** Unknown ids and other passengers' trips look the same: the API answers 404 for both. */
export function TripNotFound() {
  const t = useTranslations('tripDetail');
  return (
    <EmptyState
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <Link href={MY_TRIPS_PATH} className="btn-outline">
          {t('backToTrips')}
        </Link>
      }
    />
  );
}

'use client';

import type { TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { tripEnds } from '@/lib/trip-labels';

/** "Pickup → drop-off", or the pickup and the hours booked for an hourly trip. */
export function TripRouteLine({ trip }: { trip: TripView }) {
  const t = useTranslations('myTrips.trip');
  const lang = useLang();
  const { from, to } = tripEnds(trip, lang);
  if (trip.trip_type === 'hourly' || !to) {
    return (
      <p className="break-words">
        {from}
        {trip.hours !== null && (
          <>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <TripHours hours={trip.hours} />
          </>
        )}
      </p>
    );
  }
  return (
    <p className="break-words">
      {from} <span aria-hidden="true">{trip.trip_type === 'round_way' ? '⇄' : '→'}</span>{' '}
      <span className="sr-only">{t('to')}</span> {to}
    </p>
  );
}

export function TripHours({ hours }: { hours: number }) {
  const t = useTranslations('myTrips.trip');
  const lang = useLang();
  return <>{t('hours', { count: hours, value: localizeDigits(hours, lang) })}</>;
}

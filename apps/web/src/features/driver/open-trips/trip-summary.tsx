'use client';

import { formatTaka } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { formatKm } from '@/features/route-map';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import { carTypeName, estimateRange, tripEnds, tripTypeName } from '@/lib/trip-labels';
import type { OpenTrip } from '../driver-api';

type SummaryTrip = Omit<OpenTrip, 'my_bid' | 'passenger_cancellations'>;

/** Where to, when, how far, and what the passenger offers against the estimate. */
export function TripSummary({ trip }: { trip: SummaryTrip }) {
  const t = useTranslations('driver.trip');
  const lang = useLang();
  const { from, to } = tripEnds(trip, lang);
  return (
    <>
      <p className="font-bold text-lg leading-snug">
        {from}
        {to && (
          <>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> {t('to')} </span>
            {to}
          </>
        )}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-700">{t('pickupAt')}</dt>
        <dd className="font-semibold">{formatTripTime(trip.pickup_at, lang)}</dd>
        <dt className="text-gray-700">{t('kind')}</dt>
        <dd className="font-semibold">
          {tripTypeName(trip.trip_type, lang)} · {carTypeName(trip.car_type, lang)}
        </dd>
        {trip.road_km !== null && (
          <>
            <dt className="text-gray-700">{t('distance')}</dt>
            <dd className="font-semibold">{t('km', { km: formatKm(trip.road_km, lang) })}</dd>
          </>
        )}
        <dt className="text-gray-700">{t('offer')}</dt>
        <dd className="font-semibold">
          {trip.bid_amount === null ? t('noOffer') : formatTaka(trip.bid_amount, lang)}
        </dd>
        <dt className="text-gray-700">{t('estimate')}</dt>
        <dd className="font-semibold">{estimateRange(trip, lang)}</dd>
      </dl>
    </>
  );
}

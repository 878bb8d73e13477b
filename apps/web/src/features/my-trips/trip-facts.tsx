'use client';

import { formatTaka, type TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { formatTripTime } from '@/lib/format-trip-time';
import {
  airportName,
  carTypeName,
  estimateRange,
  tripAirport,
  tripEnds,
  tripTypeName,
} from '@/lib/trip-labels';
import { TripHours } from './trip-route-line';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-gray-100 border-b py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-gray-700">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** Every field of the trip the passenger entered or the API worked out, times in Asia/Dhaka. */
export function TripFacts({ trip }: { trip: TripView }) {
  const t = useTranslations('tripDetail');
  const lang = useLang();
  const time = (iso: string) => formatTripTime(iso, lang);
  const { from, to } = tripEnds(trip, lang);
  const airport = tripAirport(trip);
  return (
    <dl>
      <Fact label={t('fields.tripType')}>{tripTypeName(trip.trip_type, lang)}</Fact>
      <Fact label={t('fields.carType')}>{carTypeName(trip.car_type, lang)}</Fact>
      <Fact label={t('fields.pickup')}>{from}</Fact>
      {to && <Fact label={t('fields.dropoff')}>{to}</Fact>}
      {airport && (
        <Fact label={t('fields.airport')}>
          {airportName(airport, lang)} ({airport.code})
        </Fact>
      )}
      {trip.flight_number && <Fact label={t('fields.flight')}>{trip.flight_number}</Fact>}
      <Fact label={t('fields.pickupAt')}>{time(trip.pickup_at)}</Fact>
      {trip.return_at && <Fact label={t('fields.returnAt')}>{time(trip.return_at)}</Fact>}
      {trip.hours !== null && (
        <Fact label={t('fields.hours')}>
          <TripHours hours={trip.hours} />
        </Fact>
      )}
      {trip.bid_amount !== null && <Fact label={t('fields.offer')}>{formatTaka(trip.bid_amount, lang)}</Fact>}
      <Fact label={t('fields.estimate')}>{estimateRange(trip, lang)}</Fact>
      {trip.road_km !== null && (
        <Fact label={t('fields.distance')}>
          {t('distanceKm', { km: localizeDigits(Math.round(trip.road_km), lang) })}
        </Fact>
      )}
      {trip.note && <Fact label={t('fields.note')}>{trip.note}</Fact>}
      <Fact label={t('fields.requestedAt')}>{time(trip.created_at)}</Fact>
      {trip.cancelled_at && <Fact label={t('fields.cancelledAt')}>{time(trip.cancelled_at)}</Fact>}
      {trip.cancel_note && <Fact label={t('fields.cancelNote')}>{trip.cancel_note}</Fact>}
    </dl>
  );
}

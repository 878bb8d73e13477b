'use client';

import type { TripView } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import { carTypeName, tripTypeName } from '@/lib/trip-labels';
import { tripDetailHref } from './trip-list-query';
import { TripPriceLine } from './trip-price-line';
import { TripRouteLine } from './trip-route-line';
import { TripStatusBadge } from './trip-status-badge';

/** One trip in a My Trips list; the whole card opens the trip through its heading link. */
export function TripCard({ trip }: { trip: TripView }) {
  const t = useTranslations('myTrips');
  const lang = useLang();
  const type = tripTypeName(trip.trip_type, lang);
  const pickupTime = formatTripTime(trip.pickup_at, lang);
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-primary hover:border-primary">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-bold text-lg">
          {/* The link covers the card (after:inset-0) so the card is one large target. */}
          <Link
            href={tripDetailHref(trip.id)}
            className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
            aria-label={t('card.link', { type, time: pickupTime })}
          >
            {type}
          </Link>
        </h3>
        <TripStatusBadge status={trip.status} />
      </div>
      <TripRouteLine trip={trip} />
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2">
        <div className="col-span-2">
          <dt className="text-gray-600 text-sm">{t('trip.pickupAt')}</dt>
          <dd>{pickupTime}</dd>
        </div>
        <div>
          <dt className="text-gray-600 text-sm">{t('trip.carType')}</dt>
          <dd>{carTypeName(trip.car_type, lang)}</dd>
        </div>
        <TripPriceLine trip={trip} />
      </dl>
      {trip.status === 'completed' && (
        // Above the card's covering link (relative z-10), so it is its own target.
        <Link
          href={`/survey?trip=${trip.id}`}
          className="relative z-10 self-start rounded-lg border border-primary px-3 py-2 font-semibold text-primary text-sm hover:bg-primary hover:text-white focus:outline-none focus:ring-2 focus:ring-primary"
        >
          {t('card.survey')}
        </Link>
      )}
    </article>
  );
}

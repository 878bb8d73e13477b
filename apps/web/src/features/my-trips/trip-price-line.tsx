'use client';

import { formatTaka, type TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { estimateRange } from '@/lib/trip-labels';

/**
 * A card's price line: the total stored when a bid was accepted, else the passenger's own offer when
 * they made one, else the estimate range.
 */
export function TripPriceLine({ trip }: { trip: TripView }) {
  const t = useTranslations('myTrips.trip');
  const booked = useTranslations('ride.fare');
  const lang = useLang();
  if (trip.fare) {
    return (
      <div>
        <dt className="text-gray-600 text-sm">{booked('total')}</dt>
        <dd className="font-semibold">{formatTaka(trip.fare.total, lang)}</dd>
      </div>
    );
  }
  const hasOffer = trip.bid_amount !== null;
  return (
    <div>
      <dt className="text-gray-600 text-sm">{hasOffer ? t('offer') : t('estimate')}</dt>
      <dd className="font-semibold">
        {trip.bid_amount !== null ? formatTaka(trip.bid_amount, lang) : estimateRange(trip, lang)}
      </dd>
    </div>
  );
}

'use client';

import { formatTaka, type TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { estimateRange } from '@/lib/trip-labels';

/** No bid yet: what happens next, and the fare to expect meanwhile. */
export function BidsEmptyState({ trip }: { trip: TripView }) {
  const t = useTranslations('bids.empty');
  const lang = useLang();
  return (
    <div className="rounded-xl border border-gray-300 border-dashed bg-white px-5 py-8 text-center">
      <h3 className="font-bold text-xl">{t('title')}</h3>
      <p className="mx-auto mt-2 max-w-xl text-gray-700">{t('body')}</p>
      <p className="mt-3 font-semibold">{t('estimate', { range: estimateRange(trip, lang) })}</p>
      {trip.bid_amount !== null && (
        <p className="mt-1 text-gray-800">{t('offer', { amount: formatTaka(trip.bid_amount, lang) })}</p>
      )}
    </div>
  );
}

'use client';

import type { TripView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useLang } from '@/i18n/use-lang';
import { highDemandMessage, readHighDemandOfTrip } from '@/lib/high-demand';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The high-demand answer (`user_hd`) on the page of the trip it came with, while that trip still waits
 * for bids: once booked or ended, slow or dear bids no longer concern it.
 */
export function HighDemandNotice({ trip }: { trip: Pick<TripView, 'id' | 'status'> }) {
  const t = useTranslations('tripDetail');
  const lang = useLang();
  // The stored answer is the browser's: read once the page is hydrated (the server may render the trip).
  const isHydrated = useHydrated();
  const highDemand = useMemo(
    () => (isHydrated ? readHighDemandOfTrip(trip.id) : null),
    [isHydrated, trip.id],
  );
  if (!highDemand || trip.status !== 'requested') return null;
  return (
    <p className="rounded-lg border border-amber-300 bg-amber-100 p-3 text-amber-950">
      <strong>{t('highDemand')}: </strong>
      {highDemandMessage(highDemand, lang) || t('highDemandBody')}
    </p>
  );
}

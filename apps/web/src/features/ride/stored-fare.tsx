'use client';

import { useTranslations } from 'next-intl';
import { FareBreakdown } from '@/features/bids/fare-breakdown';
import type { TripFare } from '@/features/my-trips/trip-view';

/** The fare as stored when the bid was accepted: the figures the passenger pays, not a new estimate. */
export function StoredFare({ fare }: { fare: TripFare }) {
  const t = useTranslations('ride.fare');
  return (
    <div className="space-y-1">
      <FareBreakdown figures={fare} caption={t('caption')} />
      {fare.promo_code && <p className="text-emerald-800">{t('promo', { code: fare.promo_code })}</p>}
    </div>
  );
}

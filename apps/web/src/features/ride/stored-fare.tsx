'use client';

import type { TripFare } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { FareBreakdown } from '@/features/bids';

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

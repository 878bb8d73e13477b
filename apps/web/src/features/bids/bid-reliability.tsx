'use client';

import type { ReliabilityView } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

/**
 * The driver's last 90 days of bookings, beside the rating (DESIGN.md §17): the share completed and,
 * when known, the share of arrivals on time; a driver with no finished booking yet says so.
 */
export function BidReliability({ reliability }: { reliability: ReliabilityView }) {
  const t = useTranslations('bids.reliability');
  const lang = useLang();
  if (reliability.booked === 0 || reliability.completed_percent === null) {
    return <p className="text-gray-700 text-sm">{t('none')}</p>;
  }
  return (
    <p className="text-gray-800 text-sm">
      {t('completes', { percent: localizeDigits(reliability.completed_percent, lang) })}
      {reliability.on_time_percent !== null && (
        <>
          {' · '}
          {t('onTime', { percent: localizeDigits(reliability.on_time_percent, lang) })}
        </>
      )}
    </p>
  );
}

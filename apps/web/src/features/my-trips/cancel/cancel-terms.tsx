'use client';

import type { TripStatus } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';
import type { CancelMode } from '../trips-api';

/**
 * DESIGN.md §5 in the passenger's words, shown before they confirm: what cancelling does now and until
 * when cancelling outright is possible (`until` from the API, shown in Asia/Dhaka).
 */
export function CancelTerms({
  mode,
  status,
  until,
}: {
  mode: CancelMode;
  status: TripStatus;
  until: string | null;
}) {
  const t = useTranslations('tripDetail.cancel');
  const lang = useLang();
  const time = until ? formatTripTime(until, lang) : null;
  const terms =
    mode === 'cancel'
      ? [
          t('cancelNow'),
          time && t('cancelUntil', { time }),
          // A requested trip simply expires at pickup; only a confirmed one has a request stage after.
          status === 'confirmed' && t('cancelAfterWindow'),
        ]
      : [t('requestWhy'), time && t('requestWindowClosed', { time }), t('requestStaysBooked')];
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
      <h3 className="font-semibold">{t('termsHeading')}</h3>
      <ul className="mt-1 list-disc space-y-1 ps-5">
        {terms
          .filter((term): term is string => !!term)
          .map((term) => (
            <li key={term}>{term}</li>
          ))}
      </ul>
    </div>
  );
}

'use client';

import type { TripDetail } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { formatTripTime } from '@/lib/format-trip-time';

/**
 * What cancelling this booked trip would do now (the same terms the Cancel dialog states): outright
 * until the window closes, after that a request our team decides on.
 */
export function CancellationTerms({ cancel }: { cancel: TripDetail['cancel'] }) {
  const t = useTranslations('ride');
  const terms = useTranslations('tripDetail.cancel');
  const lang = useLang();
  const time = cancel.until ? formatTripTime(cancel.until, lang) : null;
  const lines =
    cancel.option === 'cancel'
      ? [time && terms('cancelUntil', { time }), terms('cancelAfterWindow')]
      : cancel.option === 'request'
        ? [terms('requestWhy'), terms('requestStaysBooked')]
        : [terms('notCancellable')];
  return (
    <div className="space-y-1">
      <h3 className="font-semibold">{t('cancelTerms')}</h3>
      <ul className="list-disc space-y-1 ps-5 text-gray-800">
        {lines
          .filter((line): line is string => !!line)
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
    </div>
  );
}

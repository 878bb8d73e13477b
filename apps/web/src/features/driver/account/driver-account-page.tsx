'use client';

import { dhakaIsoMonth, formatTaka } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { formatTripTime } from '@/lib/format-trip-time';
import { fetchDriverSummary } from '../driver-api';
import { DriverEarnings } from '../earnings/driver-earnings';
import { DriverPushPanel } from '../push/driver-push';
import { DriverSmsPreferences } from './driver-sms-preferences';
import { monthLabel, shiftMonth } from './month';

/** The driver's standing (rating, reviews) and one Dhaka month's completed trips and earnings. */
export function DriverAccountPage() {
  const t = useTranslations('driver.account');
  const lang = useLang();
  const [month, setMonth] = useState(() => dhakaIsoMonth(new Date()));
  const thisMonth = dhakaIsoMonth(new Date());
  const { state, retry } = useApiData(`driver-summary-${month}`, () => fetchDriverSummary(month, lang));

  return (
    <section aria-labelledby="driver-account-title" className="space-y-4">
      <h1 id="driver-account-title" className="font-bold text-2xl">
        {t('title')}
      </h1>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-outline" onClick={() => setMonth(shiftMonth(month, -1))}>
          <span aria-hidden="true">← </span>
          {t('previous')}
        </button>
        <p aria-live="polite" className="font-semibold">
          {monthLabel(month, lang)}
        </p>
        <button
          type="button"
          className="btn-outline"
          disabled={month >= thisMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          {t('next')}
          <span aria-hidden="true"> →</span>
        </button>
      </div>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={1} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <>
          <dl className="grid grid-cols-2 gap-3">
            {[
              [t('earnings'), formatTaka(state.data.earnings, lang)],
              [t('completed'), localizeDigits(state.data.completed_trips, lang)],
              [
                t('rating'),
                state.data.rating === null
                  ? t('noRating')
                  : localizeDigits(state.data.rating.toFixed(1), lang),
              ],
              [t('reviews'), localizeDigits(state.data.review_count, lang)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-gray-300 bg-white p-3">
                <dt className="text-gray-700 text-sm">{label}</dt>
                <dd className="font-bold text-xl">{value}</dd>
              </div>
            ))}
          </dl>
          <h2 className="font-bold text-xl">{t('recent')}</h2>
          {state.data.recent_reviews.length === 0 ? (
            <p className="text-gray-700">{t('noReviews')}</p>
          ) : (
            <ul className="space-y-2">
              {state.data.recent_reviews.map((review) => (
                <li key={review.trip_id} className="rounded-xl border border-gray-300 bg-white p-3">
                  <p className="font-semibold">
                    {t('stars', { count: review.rating, value: localizeDigits(review.rating, lang) })}
                  </p>
                  {review.comment && <p className="mt-1">{review.comment}</p>}
                  <p className="mt-1 text-gray-700 text-sm">{formatTripTime(review.created_at, lang)}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <DriverEarnings />
      <DriverPushPanel />
      <DriverSmsPreferences />
    </section>
  );
}

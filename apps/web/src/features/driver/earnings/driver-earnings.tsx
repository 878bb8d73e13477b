'use client';

import { formatTaka } from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { monthLabel } from '../account/month';
import { fetchDriverEarnings } from '../driver-api';

/**
 * The earnings page's months (issue 45 §5): Pothik takes no commission; per month, the gross (the
 * completed trips' fares), the advances Pothik collected on the driver's behalf, and the cash received.
 */
export function DriverEarnings() {
  const t = useTranslations('driver.earnings');
  const lang = useLang();
  const { state, retry } = useApiData('driver-earnings', () => fetchDriverEarnings(lang));
  return (
    <section aria-labelledby="driver-earnings-title" className="space-y-3">
      <h2 id="driver-earnings-title" className="font-bold text-xl">
        {t('title')}
      </h2>
      <p className="rounded bg-green-50 p-3 font-semibold text-green-900">{t('noCommission')}</p>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={1} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <ul className="space-y-3">
          {state.data.months.map((m) => (
            <li key={m.month} className="rounded-xl border border-gray-300 bg-white p-3">
              <h3 className="font-semibold text-lg">{monthLabel(m.month, lang)}</h3>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
                {[
                  [t('trips'), localizeDigits(m.completed_trips, lang)],
                  [t('gross'), formatTaka(m.gross, lang)],
                  [t('advances'), formatTaka(m.advances, lang)],
                  [t('cash'), formatTaka(m.cash, lang)],
                ].map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt>{label}</dt>
                    <dd className="text-right font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/driver/subscription" className="font-semibold text-primary-darker underline">
          {t('subscriptionLink')}
        </Link>
      </p>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { fetchDriverReliability } from '../driver-api';

/**
 * The warning a driver past the reliability threshold sees at the top of /driver (DESIGN.md §17), with
 * the figures passengers see on their bids. Nothing while they stand clear, or while it loads.
 */
export function ReliabilityNotice() {
  const t = useTranslations('driver.reliability');
  const lang = useLang();
  const { state } = useApiData('driver-reliability', () => fetchDriverReliability(lang));
  if (state.status !== 'ready' || state.data.warned_at === null || state.data.verdict === 'ok') return null;
  const r = state.data;
  return (
    <section
      aria-labelledby="reliability-title"
      className="space-y-1 rounded-xl border border-amber-400 bg-amber-50 p-4"
    >
      <h2 id="reliability-title" className="font-bold text-lg">
        {t('title')}
      </h2>
      <p>{t('body')}</p>
      <p className="font-semibold">
        {t('figures', {
          percent: localizeDigits(r.completed_percent ?? 100, lang),
          cancellations: localizeDigits(r.cancellations, lang),
          noShows: localizeDigits(r.no_shows, lang),
        })}
      </p>
    </section>
  );
}

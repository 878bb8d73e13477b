'use client';

import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { highDemandMessage } from '@/lib/high-demand-message';
import { describeFailure, useServerMessages } from '@/lib/use-server-messages';
import type { FareEstimatesState } from './use-fare-estimates';

/**
 * What Get Fare is doing, in a live region: asking, the ranges being ready (shown on the car cards), or
 * why there are none. `isCurrent` is false once the entries have changed since the answer.
 */
export function FareEstimateStatus({ state, isCurrent }: { state: FareEstimatesState; isCurrent: boolean }) {
  const t = useTranslations('chooser');
  const lang = useLang();
  const shows = state.status !== 'idle' && isCurrent;
  const highDemand = shows && state.status === 'done' ? state.data.highDemand : null;
  const messages = useServerMessages(shows && state.status === 'error');

  return (
    <div className="space-y-2">
      <p role="status" className="text-gray-800">
        {shows && state.status === 'loading' ? t('gettingFares') : null}
        {shows && state.status === 'done' ? t('faresReady') : null}
      </p>
      {highDemand && (
        <p className="rounded-lg bg-amber-100 p-3 text-amber-950">
          <strong>{t('highDemand')}: </strong>
          {highDemandMessage(highDemand, lang) || t('highDemandDefault')}
        </p>
      )}
      {shows && state.status === 'error' && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          <strong>{t('faresFailed')} </strong>
          {describeFailure(messages, state.failure, lang)}
        </p>
      )}
    </div>
  );
}

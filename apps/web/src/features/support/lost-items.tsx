'use client';

import type { LostItemAnswer } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { answerLostItem, fetchLostItems, type TicketCaller } from './tickets-api';

/** The driver's lost-item questions: what the passenger left, and "found" or "not found". No numbers shown. */
export function LostItems({ call }: { call: TicketCaller }) {
  const t = useTranslations('support.lostItems');
  const tList = useTranslations('support.list');
  const lang = useLang();
  const { state, retry, refresh } = useApiData('driver-lost-items', () => fetchLostItems(call, lang));
  const [status, setStatus] = useState<string | null>(null);

  const answer = async (id: number, value: LostItemAnswer) => {
    const result = await answerLostItem(call, id, value, lang);
    setStatus(result.ok ? t('sent') : refusalText(result, lang));
    if (result.ok) await refresh();
  };

  return (
    <section aria-labelledby="lost-items-h" className="space-y-2">
      <h2 id="lost-items-h" className="font-bold text-xl">
        {t('heading')}
      </h2>
      <p aria-live="polite">{status}</p>
      {state.status === 'loading' && <LoadingSkeleton label={tList('loading')} count={1} />}
      {state.status === 'failed' && (
        <LoadError
          title={tList('failed')}
          result={state.result}
          retryLabel={tList('retry')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && state.data.length === 0 && <p>{t('empty')}</p>}
      {state.status === 'ready' && (
        <ul className="space-y-2">
          {state.data.map((item) => (
            <li
              key={item.id}
              id={`lost-item-${item.id}`}
              className="space-y-2 rounded-lg border border-gray-300 p-3"
            >
              <p className="font-semibold">{t('question', { trip: localizeDigits(item.trip_id, lang) })}</p>
              {item.messages.map((m) => (
                <p key={m.id} className="whitespace-pre-wrap break-words">
                  {m.text}
                </p>
              ))}
              {item.lost_item_answer ? (
                <p>
                  {t('answered', { answer: item.lost_item_answer === 'found' ? t('found') : t('notFound') })}
                </p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-primary" onClick={() => void answer(item.id, 'found')}>
                    {t('found')}
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => void answer(item.id, 'not_found')}
                  >
                    {t('notFound')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

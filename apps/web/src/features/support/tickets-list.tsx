'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import type { ApiDataQuery } from '@/lib/api-query';
import { localizeDigits } from '@/lib/format';
import { formatTripTime } from '@/lib/format-trip-time';
import type { TicketSummary } from './tickets-api';

/** The person's tickets, newest first; each opens at `hrefOf` (or shows inline when none is given). */
export function TicketsList({
  query,
  hrefOf,
  onPick,
}: {
  query: ApiDataQuery<TicketSummary[]>;
  hrefOf?: (id: number) => string;
  onPick?: (id: number) => void;
}) {
  const t = useTranslations('support.list');
  const tSupport = useTranslations('support');
  const lang = useLang();
  const { state, retry } = query;
  return (
    <section aria-labelledby="tickets-list-h" className="space-y-2">
      <h2 id="tickets-list-h" className="font-bold text-xl">
        {t('heading')}
      </h2>
      {state.status === 'loading' && <LoadingSkeleton label={t('loading')} count={1} />}
      {state.status === 'failed' && (
        <LoadError title={t('failed')} result={state.result} retryLabel={t('retry')} onRetry={retry} />
      )}
      {state.status === 'ready' && state.data.length === 0 && <p>{t('empty')}</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="space-y-2">
          {state.data.map((ticket) => {
            const label = t('item', { id: localizeDigits(ticket.id, lang) });
            return (
              <li
                key={ticket.id}
                id={`ticket-${ticket.id}`}
                className="rounded-lg border border-gray-300 p-3"
              >
                {hrefOf ? (
                  <Link href={hrefOf(ticket.id)} className="font-semibold text-primary-darker underline">
                    {label}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="font-semibold text-primary-darker underline"
                    onClick={() => onPick?.(ticket.id)}
                  >
                    {label}
                  </button>
                )}
                <p>
                  {tSupport(`categories.${ticket.category}`)} ·{' '}
                  <strong>{tSupport(`statuses.${ticket.status}`)}</strong>
                </p>
                <p className="break-words text-gray-700">{ticket.excerpt}</p>
                <p className="text-gray-700 text-sm">
                  {t('opened', { date: formatTripTime(ticket.created_at, lang) })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, LoadingSkeleton } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { TicketThread } from './ticket-thread';
import { fetchTicket, passengerTicketCaller } from './tickets-api';

/** /profile/tickets/[id]: one of the passenger's tickets with its thread, reply and rating. */
export function PassengerTicketPage({ ticketId }: { ticketId: number }) {
  const t = useTranslations('support');
  const lang = useLang();
  const { state, retry, mutate } = useTicket(ticketId, lang);
  return (
    <div className="max-w-2xl space-y-4">
      <Link href="/profile/tickets" className="text-primary-darker underline">
        {t('thread.back')}
      </Link>
      {state.status === 'loading' && <LoadingSkeleton label={t('thread.loading')} count={1} />}
      {state.status === 'failed' && (
        <LoadError
          title={t('thread.failed')}
          result={state.result}
          retryLabel={t('list.retry')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <TicketThread call={passengerTicketCaller} ticket={state.data} onChange={mutate} />
      )}
    </div>
  );
}

function useTicket(ticketId: number, lang: ReturnType<typeof useLang>) {
  const query = useApiData(`passenger-ticket-${ticketId}`, () =>
    fetchTicket(passengerTicketCaller, ticketId, lang),
  );
  return { ...query, mutate: () => void query.refresh() };
}

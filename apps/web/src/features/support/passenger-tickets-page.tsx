'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { TicketOpenForm } from './ticket-open-form';
import { fetchTickets, passengerTicketCaller } from './tickets-api';
import { TicketsList } from './tickets-list';

/** /profile/tickets: the passenger opens a ticket (about `?trip=` when they came from a trip) and lists theirs. */
export function PassengerTicketsPage() {
  const t = useTranslations('support');
  const lang = useLang();
  const router = useRouter();
  const trip = Number(useSearchParams().get('trip'));
  const tripId = Number.isInteger(trip) && trip > 0 ? trip : undefined;
  const query = useApiData('passenger-tickets', () => fetchTickets(passengerTicketCaller, lang));
  return (
    <div className="max-w-2xl space-y-6">
      <p>{t('intro')}</p>
      <TicketOpenForm
        call={passengerTicketCaller}
        tripId={tripId}
        onOpened={(ticket) => router.push(`/profile/tickets/${ticket.id}`)}
      />
      <TicketsList query={query} hrefOf={(id) => `/profile/tickets/${id}`} />
    </div>
  );
}

'use client';

import { ticketCategories } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { LostItems } from './lost-items';
import { TicketOpenForm } from './ticket-open-form';
import { TicketThread } from './ticket-thread';
import { fetchTicket, fetchTickets, type TicketCaller } from './tickets-api';
import { TicketsList } from './tickets-list';

const driverCategories = ticketCategories.filter((c) => c !== 'lost_item');

/** /driver/tickets: items passengers left in the car, the driver's own tickets, and a new ticket. */
export function DriverTickets({ call }: { call: TicketCaller }) {
  const t = useTranslations('support');
  const lang = useLang();
  const [picked, setPicked] = useState<number | null>(null);
  const list = useApiData('driver-tickets', () => fetchTickets(call, lang));
  const one = useApiData(picked === null ? null : `driver-ticket-${picked}`, () =>
    fetchTicket(call, picked ?? 0, lang),
  );
  return (
    <section aria-labelledby="driver-tickets-h" className="space-y-6">
      <h1 id="driver-tickets-h" className="font-bold text-2xl">
        {t('heading')}
      </h1>
      <LostItems call={call} />
      <TicketsList query={list} onPick={setPicked} />
      {one.state.status === 'ready' && (
        <TicketThread call={call} ticket={one.state.data} onChange={() => void one.refresh()} />
      )}
      <TicketOpenForm
        call={call}
        categories={driverCategories}
        onOpened={(ticket) => {
          setPicked(ticket.id);
          void list.refresh();
        }}
      />
    </section>
  );
}

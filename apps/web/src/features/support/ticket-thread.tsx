'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/field-error';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { formatTripTime } from '@/lib/format-trip-time';
import { refusalText } from '@/lib/refusal-text';
import { TicketPictures } from './ticket-pictures';
import { TicketRating } from './ticket-rating';
import { replyToTicket, type Ticket, type TicketCaller } from './tickets-api';

/** One ticket: its status, the whole thread, a reply while it is open, and the rating once resolved. */
export function TicketThread({
  call,
  ticket,
  onChange,
}: {
  call: TicketCaller;
  ticket: Ticket;
  onChange: (ticket: Ticket) => void;
}) {
  const t = useTranslations('support');
  const lang = useLang();
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    const result = await replyToTicket(call, ticket.id, text.trim(), lang);
    setSending(false);
    if (result.ok && result.data) {
      setText('');
      setStatus({ ok: true, text: t('thread.sent') });
      onChange(result.data);
    } else setStatus({ ok: false, text: refusalText(result, lang) });
  };

  return (
    <article aria-labelledby={`${id}-h`} className="space-y-3">
      <h2 id={`${id}-h`} className="font-bold text-xl">
        {t('thread.heading', { id: localizeDigits(ticket.id, lang) })}
      </h2>
      <p>
        {t(`categories.${ticket.category}`)} · <strong>{t(`statuses.${ticket.status}`)}</strong>
      </p>
      {ticket.lost_item_answer && (
        <p className="font-semibold">
          {ticket.lost_item_answer === 'found' ? t('thread.lostItemFound') : t('thread.lostItemNotFound')}
        </p>
      )}
      <ol aria-label={t('thread.messages')} className="space-y-2">
        {ticket.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg border p-3 ${m.author === 'customer' ? 'border-gray-300 bg-white' : 'border-primary bg-primary-soft'}`}
          >
            <p className="text-gray-700 text-sm">
              <span className="font-semibold">{t(`thread.authors.${m.author}`)}</span> ·{' '}
              {formatTripTime(m.at, lang)}
            </p>
            <p className="whitespace-pre-wrap break-words">{m.text}</p>
          </li>
        ))}
      </ol>
      <TicketPictures call={call} ticket={ticket} onChange={onChange} />
      {ticket.status !== 'resolved' && (
        <form onSubmit={send} noValidate className="space-y-2">
          <label htmlFor={`${id}-reply`} className="block font-semibold">
            {t('thread.reply')}
          </label>
          <textarea
            id={`${id}-reply`}
            className={inputClass(false)}
            rows={3}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
            {t('thread.send')}
          </button>
        </form>
      )}
      <p aria-live="polite" className={status?.ok === false ? 'text-red-800' : ''}>
        {status?.text}
      </p>
      {ticket.status === 'resolved' && <TicketRating call={call} ticket={ticket} onChange={onChange} />}
    </article>
  );
}

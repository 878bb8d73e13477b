'use client';

import { type TicketCategory, ticketCategories } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/field-error';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { openTicket, type Ticket, type TicketCaller } from './tickets-api';

/**
 * Opens a ticket as the signed-in passenger or driver: a category and what happened, about `tripId` when
 * it comes from a trip. The refusal (or the success) is announced in the reader's language.
 */
export function TicketOpenForm({
  call,
  tripId,
  categories = ticketCategories,
  onOpened,
}: {
  call: TicketCaller;
  tripId?: number;
  categories?: readonly TicketCategory[];
  onOpened: (ticket: Ticket) => void;
}) {
  const t = useTranslations('support');
  const lang = useLang();
  const id = useId();
  const [category, setCategory] = useState<TicketCategory>(tripId ? 'fare' : 'other');
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setAlert(t('open.textRequired'));
      return;
    }
    setAlert(null);
    setSending(true);
    const result = await openTicket(
      call,
      { category, text: text.trim(), ...(tripId && { trip_id: tripId }) },
      lang,
    );
    setSending(false);
    if (result.ok && result.data) {
      setText('');
      onOpened(result.data);
    } else setAlert(refusalText(result, lang));
  };

  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-xl border border-gray-200 p-4">
      <h2 id={`${id}-h`} className="font-bold text-xl">
        {t('open.heading')}
      </h2>
      {tripId && <p className="font-semibold">{t('open.trip', { id: localizeDigits(tripId, lang) })}</p>}
      <form onSubmit={submit} noValidate className="space-y-3">
        <div>
          <label htmlFor={`${id}-category`} className="block font-semibold">
            {t('open.category')}
          </label>
          <select
            id={`${id}-category`}
            className={inputClass(false)}
            value={category}
            onChange={(e) => setCategory(e.target.value as TicketCategory)}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-text`} className="block font-semibold">
            {t('open.text')}
          </label>
          <textarea
            id={`${id}-text`}
            className={inputClass(Boolean(alert))}
            rows={4}
            maxLength={2000}
            value={text}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setText(e.target.value)}
          />
          <p id={`${id}-hint`} className="text-gray-700 text-sm">
            {t('open.textHint')}
          </p>
        </div>
        <p role="alert" className="text-red-800">
          {alert}
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={sending}>
          {sending ? t('open.sending') : t('open.submit')}
        </button>
      </form>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/field-error';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { rateTicket, type Ticket, type TicketCaller } from './tickets-api';

/** After a ticket is resolved: the author rates the answer once, 1 to 5, with an optional comment. */
export function TicketRating({
  call,
  ticket,
  onChange,
}: {
  call: TicketCaller;
  ticket: Ticket;
  onChange: (ticket: Ticket) => void;
}) {
  const t = useTranslations('support.thread');
  const lang = useLang();
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  if (ticket.rating !== null) {
    return <p aria-live="polite">{t('rated', { rating: localizeDigits(ticket.rating, lang) })}</p>;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    const result = await rateTicket(call, ticket.id, rating, comment, lang);
    if (result.ok && result.data) onChange(result.data);
    else setAlert(refusalText(result, lang));
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-h`}
      className="space-y-2 rounded-xl border border-gray-200 p-4"
    >
      <h3 id={`${id}-h`} className="font-bold text-lg">
        {t('rateHeading')}
      </h3>
      <fieldset>
        <legend className="font-semibold">{t('rating')}</legend>
        <div className="flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex min-h-12 min-w-12 items-center gap-1 rounded-lg border border-gray-400 px-3"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="sr-only">{t('stars', { n: localizeDigits(n, lang) })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-comment`} className="block font-semibold">
        {t('comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className={inputClass(false)}
        rows={2}
        maxLength={1000}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
      />
      <p role="alert" className="text-red-800">
        {alert}
      </p>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={rating === null}>
        {t('rate')}
      </button>
    </form>
  );
}

'use client';

import { type TicketCategory, ticketCategories } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import { inputClass } from '@/components/field-error';
import { useHumanCheck } from '@/features/human-check';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { openPublicTicket } from './tickets-api';

/** A ticket from someone not logged in: their mobile number, the category, what happened, the human check. */
export function PublicTicketForm() {
  const t = useTranslations('support');
  const lang = useLang();
  const id = useId();
  const humanCheck = useHumanCheck('lead');
  const [mobile, setMobile] = useState('');
  const [category, setCategory] = useState<TicketCategory>('other');
  const [text, setText] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const token = humanCheck.token;
    if (humanCheck.isConfigured && !token) {
      setAlert(humanCheck.notReady);
      return;
    }
    const body = {
      mobile: mobile.trim(),
      category,
      text: text.trim(),
      ...(humanCheck.isConfigured ? { recaptcha_token: token ?? '' } : {}),
    };
    const result = await openPublicTicket(body, lang);
    if (result.ok && result.data) {
      setSent(result.data.id);
      setAlert(null);
    } else {
      humanCheck.reset();
      const fieldError = result.errors && Object.values(result.errors)[0]?.[0];
      setAlert(fieldError ?? refusalText(result, lang));
    }
  };

  if (sent !== null) return <p role="status">{t('public.sent', { id: localizeDigits(sent, lang) })}</p>;
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-xl border border-gray-200 p-4">
      <h2 id={`${id}-h`} className="font-bold text-xl">
        {t('public.heading')}
      </h2>
      <p>{t('public.intro')}</p>
      <form onSubmit={submit} noValidate className="space-y-3">
        <label htmlFor={`${id}-mobile`} className="block font-semibold">
          {t('public.mobile')}
        </label>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          className={inputClass(false)}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
        />
        <label htmlFor={`${id}-category`} className="block font-semibold">
          {t('open.category')}
        </label>
        <select
          id={`${id}-category`}
          className={inputClass(false)}
          value={category}
          onChange={(e) => setCategory(e.target.value as TicketCategory)}
        >
          {ticketCategories.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-text`} className="block font-semibold">
          {t('open.text')}
        </label>
        <textarea
          id={`${id}-text`}
          className={inputClass(false)}
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {humanCheck.widget}
        <p role="alert" className="text-red-800">
          {alert}
        </p>
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {t('open.submit')}
        </button>
      </form>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { useServerMessages } from '@/lib/use-server-messages';

/** Problems a 422 named that belong to no field (the body as a whole, the Idempotency-Key header). */
export function FormProblems({ messages }: { messages: string[] }) {
  const t = useTranslations('tripRequest');
  const lang = useLang();
  const catalogue = useServerMessages(messages.length > 0);
  if (messages.length === 0) return null;
  const translate = (message: string) => {
    if (!catalogue) return message;
    const asValidation = catalogue.translateValidationMessage(message, lang);
    return asValidation !== message ? asValidation : catalogue.translateServerMessage(message, lang);
  };
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
      <p className="font-semibold">{t('formProblems')}</p>
      <ul className="mt-1 list-disc ps-5">
        {messages.map((message) => (
          <li key={message}>{translate(message)}</li>
        ))}
      </ul>
    </div>
  );
}

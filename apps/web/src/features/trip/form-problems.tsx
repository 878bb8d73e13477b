'use client';

import { translateValidationMessage } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { translateServerMessage } from '@/lib/toast';

/** Problems a 422 named that belong to no field (the body as a whole, the Idempotency-Key header). */
export function FormProblems({ messages }: { messages: string[] }) {
  const t = useTranslations('tripRequest');
  const lang = useLang();
  if (messages.length === 0) return null;
  const translate = (message: string) => {
    const asValidation = translateValidationMessage(message, lang);
    return asValidation !== message ? asValidation : translateServerMessage(message, lang);
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

'use client';

import { useLang } from '@/i18n/use-lang';
import { useServerMessages } from '@/lib/use-server-messages';

/**
 * components/field-error.tsx for the trip forms, whose errors come only after the message catalogue
 * has loaded (tripFormResolver, a 422): the catalogue stays out of their pages' first load. Until it
 * is there (never, in those flows) the schema's English text shows.
 */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const lang = useLang();
  const messages = useServerMessages(!!message);
  if (!message) return null;
  return (
    <p id={id} className="mt-1 font-medium text-red-700 text-sm">
      {messages?.translateValidationMessage(message, lang) ?? message}
    </p>
  );
}

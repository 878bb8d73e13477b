'use client';

import { translateValidationMessage } from '@pothik/domain';
import { useLang } from '@/i18n/use-lang';

export { errorProps, inputClass } from './field-props';

/** A field's error under it; the schemas speak English, the reader may read Bangla (domain catalogue). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const lang = useLang();
  if (!message) return null;
  return (
    <p id={id} className="mt-1 font-medium text-red-700 text-sm">
      {translateValidationMessage(message, lang)}
    </p>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

/** The driver's side of the trip code: shown large, for the passenger to type at check-in. */
export function TripCodeCard({ code, locked }: { code: string | null; locked: boolean }) {
  const t = useTranslations('safety.driverCode');
  const lang = useLang();
  const id = useId();
  if (locked) {
    return (
      <p role="alert" className="rounded-xl border-2 border-red-600 bg-red-50 p-4 font-semibold text-red-900">
        {t('locked')}
      </p>
    );
  }
  if (!code) return null;
  return (
    <section aria-labelledby={id} className="rounded-xl border-2 border-gray-900 bg-white p-4 text-center">
      <h2 id={id} className="font-semibold text-lg">
        {t('title')}
      </h2>
      <p className="my-2 font-bold font-mono text-5xl tracking-[0.3em]" data-testid="trip-code">
        {/* Read out digit by digit, as the passenger will type it. */}
        <span aria-hidden="true">{localizeDigits(code, lang)}</span>
        <span className="sr-only">
          {code
            .split('')
            .map((d) => localizeDigits(d, lang))
            .join(' ')}
        </span>
      </p>
      <p className="text-gray-700">{t('hint')}</p>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

const stars = [1, 2, 3, 4, 5] as const;

/** A 1–5 rating drawn as stars and read out as "4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const t = useTranslations('bids.stars');
  const lang = useLang();
  return (
    <p className="text-amber-600 text-lg leading-none">
      <span aria-hidden="true">{stars.map((n) => (n <= rating ? '★' : '☆')).join('')}</span>
      <span className="sr-only">{t('outOfFive', { value: localizeDigits(rating, lang) })}</span>
    </p>
  );
}

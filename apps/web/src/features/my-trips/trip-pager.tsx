'use client';

import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';

/** Previous / next with "page X of Y"; hidden when everything fits on one page. */
export function TripPager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useTranslations('myTrips.pager');
  const lang = useLang();
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-between gap-3">
      <button
        type="button"
        className="btn-outline disabled:cursor-not-allowed disabled:opacity-50"
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('previous')}
      </button>
      <p aria-live="polite" className="text-center">
        {t('status', { page: localizeDigits(page, lang), pages: localizeDigits(pages, lang) })}
      </p>
      <button
        type="button"
        className="btn-outline disabled:cursor-not-allowed disabled:opacity-50"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getLang } from '@/i18n/get-lang';
import { localizeDigits } from '@/lib/format';

/** Previous / next links and "Page 2 of 5" under a paged list (`?page=`); nothing for a single page. */
export async function ContentPager({
  page,
  perPage,
  total,
  hrefFor,
}: {
  page: number;
  perPage: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (pages <= 1) return null;
  const t = await getTranslations('content.pager');
  const lang = await getLang();
  const linkClass = 'btn-outline min-w-11';
  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={linkClass}>
          <span aria-hidden="true">←</span> {t('previous')}
        </Link>
      )}
      <p className="px-2 font-semibold">
        {t('page', { page: localizeDigits(page, lang), pages: localizeDigits(pages, lang) })}
      </p>
      {page < pages && (
        <Link href={hrefFor(page + 1)} rel="next" className={linkClass}>
          {t('next')} <span aria-hidden="true">→</span>
        </Link>
      )}
    </nav>
  );
}

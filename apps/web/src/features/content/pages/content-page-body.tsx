import type { ContentPage } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useLang } from '@/i18n/use-lang';
import type { ContentResult } from '../api/fetch-content';
import { ContentError } from '../ui/content-error';
import { localized } from '../ui/localized';
import { RichText } from '../ui/rich-text';

/**
 * The about, terms or privacy text (get/pages/{key}). One staff have not written yet is not found, as a
 * production site starts: a neutral line says so, not an error.
 */
export function ContentPageBody({
  page,
  retryHref,
}: {
  page: ContentResult<ContentPage>;
  retryHref: string;
}) {
  const t = useTranslations('content.pages');
  const lang = useLang();
  if (page.ok) return <RichText html={localized(page.data, 'body', lang)} className="max-w-3xl" />;
  if (page.status === 404) return <p className="max-w-3xl text-gray-700 text-lg">{t('beingWritten')}</p>;
  return <ContentError retryHref={retryHref} />;
}

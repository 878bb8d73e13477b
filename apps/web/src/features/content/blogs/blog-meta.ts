import type { BlogSummary, Lang } from '@pothik/domain';
import type { getTranslations } from 'next-intl/server';
import { localizeDigits } from '@/lib/format';
import { formatContentDate } from '../ui/content-date';

type ContentT = Awaited<ReturnType<typeof getTranslations<'content'>>>;

/** "March 15, 2025 at 2:05 PM · 5 min read", in the reader's language and digits. */
export function blogMetaLine(post: BlogSummary, lang: Lang, t: ContentT): string {
  const date = formatContentDate(post.published_at, lang);
  const minutes = t('readingTime', {
    count: post.reading_minutes,
    value: localizeDigits(post.reading_minutes, lang),
  });
  return date ? `${date} · ${minutes}` : minutes;
}

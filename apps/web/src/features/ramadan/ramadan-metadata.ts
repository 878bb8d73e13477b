import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/features/content';
import { getLang } from '@/i18n/get-lang';
import { ramadanCalendarPath } from './ramadan-paths';

// One canonical address for every district: the district is a view of the same page, not a page.
export async function ramadanCalendarMetadata(): Promise<Metadata> {
  const t = await getTranslations('ramadanCalendar');
  const lang = await getLang();
  return pageMetadata({ lang, title: t('title'), description: t('description'), path: ramadanCalendarPath });
}

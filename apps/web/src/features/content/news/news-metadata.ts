import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { pageMetadata } from '../seo/page-metadata';
import { newsListHref, newsroomsPath } from './news-paths';

export async function newsroomMetadata(page: number): Promise<Metadata> {
  const t = await getTranslations('content.newsrooms');
  const lang = await getLang();
  const brand = brandNameIn(lang);
  const query = lang === 'bn' ? '?lang=bn' : '';
  return pageMetadata({
    lang,
    title: t('title'),
    description: t('description', { brand }),
    path: newsListHref(page),
    rss: [{ url: `${newsroomsPath}/feed.xml${query}`, title: t('feedRss', { brand }) }],
    atom: [{ url: `${newsroomsPath}/atom.xml${query}`, title: t('feedAtom', { brand }) }],
  });
}

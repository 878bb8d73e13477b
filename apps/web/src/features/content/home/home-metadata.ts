import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { pageMetadata } from '../seo/page-metadata';

/** The home page: the site's own title (no "| brand" template), its canonical address and cards. */
export async function homeMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  const lang = await getLang();
  const brand = brandNameIn(lang);
  const title = t('siteTitle', { brand });
  return {
    ...pageMetadata({ lang, title, description: t('siteDescription', { brand }), path: '/' }),
    title: { absolute: title },
  };
}

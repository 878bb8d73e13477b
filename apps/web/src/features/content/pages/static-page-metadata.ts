import 'server-only';
import type { Lang } from '@pothik/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { brandNameIn } from '@/config/brand';
import { getLang } from '@/i18n/get-lang';
import { pageMetadata } from '../seo/page-metadata';

async function readerLang(): Promise<{ lang: Lang; brand: string }> {
  const lang = await getLang();
  return { lang, brand: brandNameIn(lang) };
}

export async function aboutMetadata(): Promise<Metadata> {
  const t = await getTranslations('about');
  const { lang, brand } = await readerLang();
  return pageMetadata({ lang, title: t('title'), description: t('lead', { brand }), path: '/about-us' });
}

export async function legalMetadata(which: 'terms' | 'privacy'): Promise<Metadata> {
  const t = await getTranslations(which);
  const tc = await getTranslations('content.legal');
  const { lang, brand } = await readerLang();
  return pageMetadata({
    lang,
    title: t('title'),
    description: which === 'terms' ? tc('termsDescription', { brand }) : tc('privacyDescription', { brand }),
    path: which === 'terms' ? '/terms-and-conditions' : '/privacy-policy',
  });
}

export async function faqMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.faq');
  const { lang, brand } = await readerLang();
  return pageMetadata({ lang, title: t('title'), description: t('description', { brand }), path: '/faq' });
}

export async function tutorialMetadata(): Promise<Metadata> {
  const t = await getTranslations('tutorial');
  const tc = await getTranslations('content.tutorials');
  const { lang, brand } = await readerLang();
  return pageMetadata({
    lang,
    title: t('title'),
    description: tc('description', { brand }),
    path: '/tutorial',
  });
}

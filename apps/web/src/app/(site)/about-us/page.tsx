import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutPage } from '@/features/content/about-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('about');
  return { title: t('title') };
}

export default function Page() {
  return <AboutPage />;
}

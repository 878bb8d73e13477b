import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TutorialPage } from '@/features/content/bare-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tutorial');
  return { title: t('title') };
}

export default function Page() {
  return <TutorialPage />;
}

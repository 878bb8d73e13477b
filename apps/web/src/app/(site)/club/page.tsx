import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClubPage } from '@/features/content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('club');
  return { title: t('title') };
}

export default function Page() {
  return <ClubPage />;
}

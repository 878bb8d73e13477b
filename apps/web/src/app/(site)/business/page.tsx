import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BusinessPage } from '@/features/content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('business');
  return { title: t('title') };
}

export default function Page() {
  return <BusinessPage />;
}

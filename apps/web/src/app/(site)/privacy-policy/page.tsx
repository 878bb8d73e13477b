import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrivacyPage } from '@/features/content/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy');
  return { title: t('title') };
}

export default function Page() {
  return <PrivacyPage />;
}

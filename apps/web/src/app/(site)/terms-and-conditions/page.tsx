import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TermsPage } from '@/features/content/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('terms');
  return { title: t('title') };
}

export default function Page() {
  return <TermsPage />;
}

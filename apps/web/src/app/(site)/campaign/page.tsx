import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CampaignsPage } from '@/features/content/listing-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('campaign');
  return { title: t('title') };
}

export default function Page() {
  return <CampaignsPage />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CampaignDetailPage } from '@/features/content/listing-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('campaignDetail');
  return { title: t('title') };
}

export default function Page() {
  return <CampaignDetailPage />;
}

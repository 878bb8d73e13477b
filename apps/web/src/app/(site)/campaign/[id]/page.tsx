import type { Metadata } from 'next';
import { CampaignDetailPage, campaignMetadata } from '@/features/content';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return campaignMetadata((await params).id);
}

export default async function Page({ params }: Props) {
  return <CampaignDetailPage idOrSlug={(await params).id} />;
}

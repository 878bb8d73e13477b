import type { Metadata } from 'next';
import { CampaignListPage, campaignListFiltersOf, campaignListMetadata } from '@/features/content';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return campaignListMetadata(campaignListFiltersOf(await searchParams));
}

export default async function Page({ searchParams }: Props) {
  return <CampaignListPage filters={campaignListFiltersOf(await searchParams)} />;
}

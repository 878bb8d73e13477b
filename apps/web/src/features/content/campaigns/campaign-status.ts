import { pageNumberOf, queryText } from '../ui/page-number';

export type CampaignStatus = 'upcoming' | 'live' | 'ended';

/** Where a campaign stands at `now`: before its start, running, or past its end. */
export function campaignStatus(
  campaign: { starts_at: string; ends_at: string },
  now: number,
): CampaignStatus {
  if (Date.parse(campaign.ends_at) <= now) return 'ended';
  if (Date.parse(campaign.starts_at) > now) return 'upcoming';
  return 'live';
}

export function campaignPath(campaign: { id: number }): string {
  return `/campaign/${campaign.id}`;
}

export const campaignsPath = '/campaign';

export function campaignListHref({ category, page }: { category?: string; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page && page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${campaignsPath}?${search}` : campaignsPath;
}

/** The list's filters from its query; anything malformed is dropped rather than refused. */
export function campaignListFiltersOf(params: Record<string, string | string[] | undefined>) {
  return { category: queryText(params.category, 80), page: pageNumberOf(params.page) };
}

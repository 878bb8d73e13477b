import { type CampaignTrack, dhakaIsoDay } from '@pothik/domain';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';
import { addTrackCounts, listPublicOfferIds } from './repo';

/**
 * Counts a beacon's events per campaign, Dhaka day and event. A batch naming a campaign readers cannot
 * see is refused whole, so counts only ever belong to campaigns that were on show.
 */
export async function recordCampaignTracks(db: DbOrTx, now: Date, events: CampaignTrack[]): Promise<number> {
  const ids = [...new Set(events.map((e) => e.campaign_id))];
  const known = await listPublicOfferIds(db, now, ids);
  if (ids.some((id) => !known.has(id))) {
    throw refuse('campaignNotFound', 404);
  }
  const day = dhakaIsoDay(now);
  const totals = new Map<
    string,
    { offerId: number; day: string; event: CampaignTrack['event']; count: number }
  >();
  for (const { campaign_id: offerId, event } of events) {
    const key = `${offerId}:${event}`;
    const row = totals.get(key) ?? { offerId, day, event, count: 0 };
    row.count += 1;
    totals.set(key, row);
  }
  await addTrackCounts(db, [...totals.values()]);
  return events.length;
}

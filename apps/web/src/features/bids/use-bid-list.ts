'use client';

import type { BidList } from '@pothik/domain';
import { useLang } from '@/i18n/use-lang';
import { type ApiData, type ApiDataQuery, useApiData } from '@/lib/api-query';
import { fetchBidList } from './bids-api';

export type BidListState = ApiData<BidList>;

export type BidListData = ApiDataQuery<BidList>;

/**
 * The live bids of a requested trip (GET /user/bid-list/{id}), loaded while `isOpen`. An event, a poll
 * and a retry can overlap; SWR keeps the newest answer. A failed poll keeps the bids on screen and says
 * nothing (the next poll or event tries again). When the answer says the trip is no longer requested
 * (accepted in another tab, cancelled, expired), `onTripChanged` reloads the trip.
 */
export function useBidList(tripId: number, isOpen: boolean, onTripChanged: () => void): BidListData {
  const lang = useLang();
  return useApiData(isOpen ? `bid-list:${tripId}` : null, () => fetchBidList(tripId, lang), {
    onSuccess: (list) => {
      if (list.status !== 'requested') onTripChanged();
    },
  });
}

'use client';

import type { BidList } from '@pothik/domain';
import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { useLang } from '@/i18n/use-lang';
import { type ApiData, type ApiFailure, dataOrThrow, querySettings, toApiData } from '@/lib/api-query';
import { notify } from '@/lib/toast';
import { fetchBidList } from './bids-api';

export type BidListState = ApiData<BidList>;

export type BidListData = {
  state: BidListState;
  /** Fetches the bids again; the list on screen stays until the answer comes (and if it fails). */
  reload: () => Promise<void>;
  /** After a failed first load: the loading state, then a new attempt. */
  retry: () => void;
};

/**
 * The live bids of a requested trip (GET /user/bid-list/{id}), loaded while `isOpen`. An event, a poll
 * and a retry can overlap; SWR keeps the newest answer. A failed poll keeps the bids on screen and says
 * nothing (the next poll or event tries again). When the answer says the trip is no longer requested
 * (accepted in another tab, cancelled, expired), `onTripChanged` reloads the trip.
 */
export function useBidList(tripId: number, isOpen: boolean, onTripChanged: () => void): BidListData {
  const lang = useLang();
  const latest = useRef({ lang, onTripChanged, hasList: false });
  const { data, error, isValidating, mutate } = useSWR<BidList, ApiFailure<BidList>>(
    isOpen ? ['bid-list', tripId, lang] : null,
    () => dataOrThrow(fetchBidList(tripId, lang)),
    {
      ...querySettings,
      onSuccess: (list) => {
        if (list.status !== 'requested') latest.current.onTripChanged();
      },
      onError: (failure) => {
        if (failure.result.status === 401 && !latest.current.hasList)
          notify(failure.result, latest.current.lang);
      },
    },
  );
  useEffect(() => {
    latest.current = { lang, onTripChanged, hasList: data !== undefined };
  });

  const reload = useCallback(async () => {
    await mutate().catch(() => undefined);
  }, [mutate]);
  const retry = useCallback(() => void mutate(), [mutate]);

  return { state: toApiData(data, error, isValidating), reload, retry };
}

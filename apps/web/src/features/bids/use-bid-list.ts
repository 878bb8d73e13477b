'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import type { BidList } from './bid-view';
import { fetchBidList } from './bids-api';

export type BidListState =
  | { status: 'loading' }
  | { status: 'ready'; list: BidList }
  | { status: 'failed'; result: ApiResult<BidList> };

export type BidListData = {
  state: BidListState;
  /** Fetches the bids again; the list on screen stays until the answer comes (and if it fails). */
  reload: () => Promise<void>;
  /** After a failed first load: the loading state, then a new attempt. */
  retry: () => void;
};

/**
 * The live bids of a requested trip (GET /user/bid-list/{id}), loaded while `isOpen`. The newest
 * request wins: an event, a poll and a retry can overlap. When the answer says the trip is no longer
 * requested (accepted in another tab, cancelled, expired), `onTripChanged` reloads the trip.
 */
export function useBidList(tripId: number, isOpen: boolean, onTripChanged: () => void): BidListData {
  const lang = useLocale();
  const [state, setState] = useState<BidListState>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);
  const hasList = useRef(false);
  const latest = useRef({ lang, onTripChanged });
  useEffect(() => {
    latest.current = { lang, onTripChanged };
  });

  const reload = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const result = await fetchBidList(tripId, latest.current.lang, controller.signal);
    if (controller.signal.aborted) return;
    if (result.ok && result.data) {
      const list = result.data;
      hasList.current = true;
      setState({ status: 'ready', list });
      if (list.status !== 'requested') latest.current.onTripChanged();
      return;
    }
    // A failed poll keeps the bids on screen and says nothing; the next poll or event tries again.
    if (hasList.current) return;
    if (result.status === 401) notify(result, latest.current.lang);
    setState({ status: 'failed', result });
  }, [tripId]);

  useEffect(() => {
    if (!isOpen) return;
    void reload();
    return () => current.current?.abort();
  }, [isOpen, reload]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void reload();
  }, [reload]);

  return { state, reload, retry };
}

'use client';

import { formatTaka, type PassengerBid } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import type { BidListState } from './use-bid-list';
import { isPast } from './use-now';

/**
 * What a polite live region says. `key` is new for every announcement: rendered as the key of the
 * region's content, an announcement equal to the last one still replaces the text, so it is read again.
 */
export type BidAnnouncement = { key: number; sentences: string[] };

type Seen = { bids: PassengerBid[]; ended: Set<number> };

/**
 * Changes to the bids after the first load, for screen-reader users who cannot watch the list: bids
 * that arrive, and bids that leave it or run out. A bid gone before its expiry was withdrawn; one the
 * same driver replaced with a new bid is only announced as the new one.
 */
export function useBidAnnouncement(state: BidListState, now: number): BidAnnouncement | null {
  const t = useTranslations('bids.announce');
  const lang = useLang();
  const seen = useRef<Seen | null>(null);
  const [announcement, setAnnouncement] = useState<BidAnnouncement | null>(null);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { bids } = state.data;
    const expiredNow = bids.filter((bid) => isPast(bid.expires_at, now));
    const previous = seen.current;
    seen.current = { bids, ended: new Set(expiredNow.map((bid) => bid.id)) };
    if (!previous) return;

    const isListed = (id: number) => bids.some((bid) => bid.id === id);
    const fresh = bids.filter((bid) => !previous.bids.some((old) => old.id === bid.id));
    const rebid = new Set(fresh.map((bid) => bid.driver.id));
    // When the trip itself moves on (booked, cancelled), its bids end with it: the page says that.
    const left =
      state.data.status === 'requested'
        ? previous.bids.filter(
            (old) => !isListed(old.id) && !previous.ended.has(old.id) && !rebid.has(old.driver.id),
          )
        : [];
    const timeNow = Date.now();
    const expired = [
      ...expiredNow.filter((bid) => !previous.ended.has(bid.id)),
      ...left.filter((bid) => isPast(bid.expires_at, timeNow)),
    ].length;
    const withdrawn = left.filter((bid) => !isPast(bid.expires_at, timeNow)).length;
    const count = (n: number) => ({ count: n, value: localizeDigits(n, lang) });

    const first = fresh[0];
    const sentences = [
      first &&
        (fresh.length === 1
          ? t('one', { name: first.driver.name, fare: formatTaka(first.fare, lang) })
          : t('many', count(fresh.length))),
      withdrawn > 0 && t('withdrawn', count(withdrawn)),
      expired > 0 && t('expired', count(expired)),
    ].filter((sentence): sentence is string => !!sentence);
    if (sentences.length > 0) setAnnouncement((last) => ({ key: (last?.key ?? 0) + 1, sentences }));
  }, [state, now, t, lang]);

  return announcement;
}

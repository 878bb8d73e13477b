'use client';

import { formatTaka } from '@pothik/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { localizeDigits } from '@/lib/format';
import type { BidListState } from './use-bid-list';

/**
 * What a polite live region says when bids arrive after the first load, so a screen-reader user
 * hears of them without losing their place.
 */
export function useNewBidAnnouncement(state: BidListState): string {
  const t = useTranslations('bids.announce');
  const lang = useLocale();
  const seen = useRef<Set<number> | null>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { bids } = state.list;
    const known = seen.current;
    seen.current = new Set([...(known ?? []), ...bids.map((bid) => bid.id)]);
    if (!known) return;
    const fresh = bids.filter((bid) => !known.has(bid.id));
    const first = fresh[0];
    if (!first) return;
    setText(
      fresh.length === 1
        ? t('one', { name: first.driver.name, fare: formatTaka(first.fare, lang) })
        : t('many', { count: fresh.length, value: localizeDigits(fresh.length, lang) }),
    );
  }, [state, t, lang]);

  return text;
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { tripEnds } from '@/lib/trip-labels';
import type { OpenTrip } from '../driver-api';
import { announceNewTrip } from '../live/chime';
import { newArrivals } from './open-trip-order';

/**
 * A trip that joins the list is announced to screen readers by its route, and heard and felt (see
 * chime.ts). The first list announces nothing: those trips were waiting before the app opened.
 */
export function useNewTripAnnouncement(list: OpenTrip[] | null): string {
  const t = useTranslations('driver.open');
  const lang = useLang();
  const known = useRef<Set<number> | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!list) return;
    const ids = list.map((trip) => trip.id);
    const fresh = newArrivals(known.current, ids);
    known.current = new Set([...(known.current ?? []), ...ids]);
    const first = list.find((trip) => trip.id === fresh[0]);
    if (!first) return;
    announceNewTrip();
    const { from, to } = tripEnds(first, lang);
    setText(t('newTrip', { route: to ? `${from} – ${to}` : from }));
  }, [list, lang, t]);
  return text;
}

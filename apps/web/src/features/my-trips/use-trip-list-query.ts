'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { parseTripListQuery, type TripListQuery, tripListHref } from './trip-list-query';

/** The active tab and page live in the URL query (?tab=&page=); the URL is the only state. */
export function useTripListQuery() {
  const params = useSearchParams();
  const router = useRouter();
  const query = parseTripListQuery(params);
  const show = useCallback(
    (next: TripListQuery) => router.push(tripListHref(next), { scroll: false }),
    [router],
  );
  return { ...query, show };
}

'use client';

import type { GeoPlace, Lang } from '@pothik/domain';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { searchPlaces } from './places-api';

/** Wait this long after the last key before searching, so typing "Gulshan" is one request, not seven. */
const SEARCH_DEBOUNCE_MS = 250;
/** One letter matches half the country; two narrow it enough to be useful. */
export const MIN_QUERY_LENGTH = 2;

export type PlaceSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; items: GeoPlace[] }
  | { status: 'error'; query: string };

async function placesOrThrow(query: string, lang: Lang): Promise<GeoPlace[]> {
  const result = await searchPlaces(query, lang);
  if (!result.ok) throw new Error('place search failed');
  return result.items;
}

type Answer = { key: string; items: GeoPlace[] | null };

/**
 * Search-as-you-type for `query` (what the user typed; '' when nothing is being searched). Only the
 * query the user stopped at is searched, and only its answer is shown: a slow answer to an older query
 * never replaces a newer one (each answer is kept with its query and language, and an answer that comes
 * after its query changed is dropped). A few lines here rather than a data library in the home page's
 * first load.
 */
export function usePlaceSearch(query: string, lang: Lang): PlaceSearchState {
  const trimmed = query.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const isSettled = trimmed.length >= MIN_QUERY_LENGTH && settled === trimmed;
  const key = isSettled ? JSON.stringify([trimmed, lang]) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    placesOrThrow(trimmed, lang).then(
      (items) => isCurrent && setAnswer({ key, items }),
      () => isCurrent && setAnswer({ key, items: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key, trimmed, lang]);
  if (trimmed.length < MIN_QUERY_LENGTH) return { status: 'idle' };
  if (key !== null && answer?.key === key)
    return answer.items
      ? { status: 'done', query: trimmed, items: answer.items }
      : { status: 'error', query: trimmed };
  return { status: 'loading', query: trimmed };
}

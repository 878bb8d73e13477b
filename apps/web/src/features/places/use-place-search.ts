'use client';

import type { GeoPlace, Lang } from '@pothik/domain';
import useSWR from 'swr';
import { querySettings } from '@/lib/api-query';
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

/**
 * Search-as-you-type for `query` (what the user typed; '' when nothing is being searched). Only the
 * query the user stopped at is searched, and only its answer is shown: a slow answer to an older query
 * never replaces a newer one (SWR keys each answer by its query).
 */
export function usePlaceSearch(query: string, lang: Lang): PlaceSearchState {
  const trimmed = query.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const isSettled = trimmed.length >= MIN_QUERY_LENGTH && settled === trimmed;
  const { data, error, isValidating } = useSWR(
    isSettled ? ['places', trimmed, lang] : null,
    () => placesOrThrow(trimmed, lang),
    querySettings,
  );
  if (trimmed.length < MIN_QUERY_LENGTH) return { status: 'idle' };
  if (isSettled && data) return { status: 'done', query: trimmed, items: data };
  if (isSettled && error && !isValidating) return { status: 'error', query: trimmed };
  return { status: 'loading', query: trimmed };
}

'use client';

import type { Lang } from '@pothik/domain';
import { useEffect, useState } from 'react';
import type { ApiPlace } from './place-value';
import { searchPlaces } from './places-api';

/** Wait this long after the last key before searching, so typing "Gulshan" is one request, not seven. */
export const SEARCH_DEBOUNCE_MS = 250;
/** One letter matches half the country; two narrow it enough to be useful. */
export const MIN_QUERY_LENGTH = 2;

export type PlaceSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; items: ApiPlace[] }
  | { status: 'error'; query: string };

/**
 * Search-as-you-type for `query` (what the user typed; '' when nothing is being searched). A newer
 * query cancels the older request, so a slow answer never replaces a newer one.
 */
export function usePlaceSearch(query: string, lang: Lang): PlaceSearchState {
  const [state, setState] = useState<PlaceSearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < MIN_QUERY_LENGTH) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', query: trimmed });
    const timer = window.setTimeout(async () => {
      const result = await searchPlaces(trimmed, lang, controller.signal);
      if (controller.signal.aborted) return;
      setState(
        result.ok
          ? { status: 'done', query: trimmed, items: result.items }
          : { status: 'error', query: trimmed },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, lang]);

  return state;
}

'use client';

import { useCallback, useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { useLang } from '@/i18n/use-lang';
import type { ApiResult } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { loadServerMessages } from '@/lib/use-server-messages';

/**
 * How every client query behaves: the data changes when the user acts, a poll or a real-time event asks
 * for it, never because the window got focus; a failure is shown with its Retry instead of retried
 * behind the user's back; an explicit reload is never swallowed as a duplicate.
 */
export const querySettings = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  dedupingInterval: 0,
} satisfies SWRConfiguration;

/** A refused or failed answer, carried through SWR's error slot with the result the UI explains. */
export class ApiFailure<T = unknown> extends Error {
  constructor(readonly result: ApiResult<T>) {
    super(`API answered ${result.status}`);
  }
}

/** The fetcher shape SWR wants: the data of a successful answer, or an ApiFailure. */
export async function dataOrThrow<T>(pending: Promise<ApiResult<T>>): Promise<T> {
  const result = await pending;
  if (result.ok && result.data !== undefined) return result.data;
  // A failure is shown with its explanation, from the catalogue.
  await loadServerMessages().catch(() => undefined);
  throw new ApiFailure(result);
}

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; result: ApiResult<T> };

/** Data on screen wins over a failed refresh; a failure shows only when nothing is loaded or loading. */
export function toApiData<T>(data: T | undefined, error: unknown, isValidating: boolean): ApiData<T> {
  if (data !== undefined) return { status: 'ready', data };
  if (error instanceof ApiFailure && !isValidating) return { status: 'failed', result: error.result };
  return { status: 'loading' };
}

export type ApiDataOptions<T> = {
  /** Runs with every answer that loads (a first load, a refresh, a poll). */
  onSuccess?: (data: T) => void;
  /**
   * What the server rendered the page with: on screen from the first paint, and not asked again when the
   * page mounts (what follows the data, a poll or a real-time event, refreshes it).
   */
  initialData?: T;
};

/** What useApiData gives a page: the state to show, and the two ways to ask again. */
export type ApiDataQuery<T> = {
  state: ApiData<T>;
  /** After a failed first load: the loading state, then a new attempt. */
  retry: () => void;
  /** Fetches again; the data on screen stays until the answer comes (and if it fails). */
  refresh: () => Promise<void>;
};

/**
 * Loads what `load` fetches whenever `key` changes (a new tab, page or trip); a null key loads nothing
 * (and stays loading). `retry` starts over with the loading state; `refresh` fetches again while the
 * current data stays on screen, and keeps it if the refresh fails. A 401 on the first load shows the
 * session message (DESIGN.md §9).
 */
export function useApiData<T>(
  key: string | null,
  load: () => Promise<ApiResult<T>>,
  options: ApiDataOptions<T> = {},
): ApiDataQuery<T> {
  const lang = useLang();
  // What the callbacks read when SWR calls them: the language, whether data is on screen, onSuccess.
  const latest = useRef({ lang, hasData: false, onSuccess: options.onSuccess });
  const { data, error, isValidating, mutate } = useSWR<T, ApiFailure<T>>(
    key === null ? null : [key, lang],
    () => dataOrThrow(load()),
    {
      ...querySettings,
      ...(options.initialData !== undefined && {
        fallbackData: options.initialData,
        revalidateOnMount: false,
      }),
      onSuccess: (loaded) => latest.current.onSuccess?.(loaded),
      onError: (failure) => {
        if (failure.result.status === 401 && !latest.current.hasData)
          notify(failure.result, latest.current.lang);
      },
    },
  );
  useEffect(() => {
    latest.current = { lang, hasData: data !== undefined, onSuccess: options.onSuccess };
  });
  const retry = useCallback(() => void mutate(), [mutate]);
  const refresh = useCallback(async () => {
    await mutate().catch(() => undefined);
  }, [mutate]);
  return { state: toApiData(data, error, isValidating), retry, refresh };
}

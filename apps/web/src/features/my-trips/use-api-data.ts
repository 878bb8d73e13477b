'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';
import { notify } from '@/lib/toast';

export type ApiData<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; result: ApiResult<T> };

type Settled<T> = { key: string } & (
  | { status: 'ready'; data: T }
  | { status: 'failed'; result: ApiResult<T> }
);

/**
 * Loads what `load` fetches whenever `key` changes (a new tab, page or trip shows its loading state).
 * `retry` starts over with the loading state; `refresh` fetches again while the current data stays on
 * screen, and keeps it if the refresh fails. A 401 shows the session message (DESIGN.md §9).
 */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>) {
  const lang = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const fullKey = `${key}#${attempt}`;
  // The latest loader and key, read by effects and refresh without re-running them on every render.
  const latest = useRef({ load, lang, fullKey });
  useEffect(() => {
    latest.current = { load, lang, fullKey };
  });

  useEffect(() => {
    const controller = new AbortController();
    void latest.current.load(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data !== undefined) {
        setSettled({ key: fullKey, status: 'ready', data: result.data });
        return;
      }
      if (result.status === 401) notify(result, latest.current.lang);
      setSettled({ key: fullKey, status: 'failed', result });
    });
    return () => controller.abort();
  }, [fullKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const refresh = useCallback(async () => {
    const { load: current, fullKey: keyNow } = latest.current;
    const result = await current(new AbortController().signal);
    if (!result.ok || result.data === undefined) return;
    const data = result.data;
    setSettled((previous) => (previous?.key === keyNow ? { key: keyNow, status: 'ready', data } : previous));
  }, []);

  const state: ApiData<T> =
    settled?.key === fullKey
      ? settled.status === 'ready'
        ? { status: 'ready', data: settled.data }
        : { status: 'failed', result: settled.result }
      : { status: 'loading' };
  return { state, retry, refresh };
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client';

/** How often an unresolved incident is read again, for "acknowledged at …" (DESIGN.md §15). */
export const SAFETY_POLL_MS = 5_000;

/**
 * A trip's safety state, read when `key` changes and again every few seconds while `shouldPoll` says
 * so (an SOS staff have not resolved). `set` puts an answer the page already has in its place.
 */
export function useSafetyState<T>(
  key: string | null,
  load: () => Promise<ApiResult<T>>,
  shouldPoll: (value: T) => boolean,
) {
  const [value, setValue] = useState<T | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const pollRef = useRef(shouldPoll);
  pollRef.current = shouldPoll;

  const reload = useCallback(async () => {
    const result = await loadRef.current();
    if (result.ok && result.data) setValue(result.data);
  }, []);

  useEffect(() => {
    if (key === null) return;
    void reload();
  }, [key, reload]);

  const polling = value !== null && pollRef.current(value);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), SAFETY_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  return { value, set: setValue, reload };
}

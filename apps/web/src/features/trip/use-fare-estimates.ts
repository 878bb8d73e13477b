'use client';

import type { Lang } from '@pothik/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FareEstimateResult, type FareEstimates, fetchFareEstimates } from './fare-estimate-api';

/** `key` is the request the state belongs to, so entries changed since then can hide a stale answer. */
export type FareEstimatesState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; data: FareEstimates }
  | { status: 'error'; key: string; failure: Extract<FareEstimateResult, { ok: false }>['result'] };

export const fareRequestKey = (body: Record<string, unknown>) => JSON.stringify(body);

/** Get Fare: asks for the estimates of a request; a newer request cancels the one still under way. */
export function useFareEstimates(lang: Lang) {
  const [state, setState] = useState<FareEstimatesState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const request = useCallback(
    async (body: Record<string, unknown>) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const key = fareRequestKey(body);
      setState({ status: 'loading', key });
      const result = await fetchFareEstimates(body, lang, current.signal);
      if (current.signal.aborted) return;
      setState(
        result.ok
          ? { status: 'done', key, data: result.data }
          : { status: 'error', key, failure: result.result },
      );
    },
    [lang],
  );

  return { state, request };
}

'use client';

import type { Lang } from '@pothik/domain';
import { useCallback, useRef, useState } from 'react';
import { loadServerMessages } from '@/lib/use-server-messages';
import { type FareEstimateResult, type FareEstimates, fetchFareEstimates } from './fare-estimate-api';

type EstimateRefusal = Extract<FareEstimateResult, { ok: false }>['result'];

/** `key` is the request the state belongs to, so entries changed since then can hide a stale answer. */
export type FareEstimatesState =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; data: FareEstimates }
  | { status: 'error'; key: string; failure: EstimateRefusal };

export const fareRequestKey = (body: Record<string, unknown>) => JSON.stringify(body);

class EstimateFailure extends Error {
  constructor(readonly failure: EstimateRefusal) {
    super(`fare estimate refused (${failure.status})`);
  }
}

async function estimatesOrThrow(body: Record<string, unknown>, lang: Lang): Promise<FareEstimates> {
  const result = await fetchFareEstimates(body, lang);
  if (!result.ok) {
    // Its explanation is shown with it, from the catalogue.
    await loadServerMessages().catch(() => undefined);
    throw new EstimateFailure(result.result);
  }
  return result.data;
}

/**
 * Get Fare: asks for the estimates of a request; only the newest request's answer is shown (an older
 * answer that comes later is dropped), and a refusal shows over the previous answer.
 */
export function useFareEstimates(lang: Lang) {
  const [state, setState] = useState<FareEstimatesState>({ status: 'idle' });
  const newest = useRef(0);
  const lastEstimates = useRef<FareEstimates | null>(null);

  const request = useCallback(
    async (body: Record<string, unknown>) => {
      const key = fareRequestKey(body);
      const id = ++newest.current;
      setState({ status: 'loading', key });
      try {
        const data = await estimatesOrThrow(body, lang);
        if (id !== newest.current) return;
        lastEstimates.current = data;
        setState({ status: 'done', key, data });
      } catch (error) {
        if (id !== newest.current) return;
        if (error instanceof EstimateFailure) setState({ status: 'error', key, failure: error.failure });
        else if (lastEstimates.current) setState({ status: 'done', key, data: lastEstimates.current });
      }
    },
    [lang],
  );
  return { state, request };
}

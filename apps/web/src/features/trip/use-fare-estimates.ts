'use client';

import type { Lang } from '@pothik/domain';
import { useCallback, useState } from 'react';
import useSWRMutation from 'swr/mutation';
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

/** Get Fare: asks for the estimates of a request; only the newest request's answer is shown. */
export function useFareEstimates(lang: Lang) {
  const [key, setKey] = useState<string | null>(null);
  const { trigger, data, error, isMutating } = useSWRMutation(
    ['fare-estimate', lang],
    (_key, { arg }: { arg: Record<string, unknown> }) => estimatesOrThrow(arg, lang),
    { throwOnError: false },
  );

  const request = useCallback(
    async (body: Record<string, unknown>) => {
      setKey(fareRequestKey(body));
      await trigger(body);
    },
    [trigger],
  );

  let state: FareEstimatesState = { status: 'idle' };
  if (key !== null) {
    // A failed request leaves the previous answer in `data`: the error is checked first.
    if (isMutating) state = { status: 'loading', key };
    else if (error instanceof EstimateFailure) state = { status: 'error', key, failure: error.failure };
    else if (data) state = { status: 'done', key, data };
    else state = { status: 'loading', key };
  }
  return { state, request };
}

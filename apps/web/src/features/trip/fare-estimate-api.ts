import type { FareEstimateView, HighDemand, Lang } from '@pothik/domain';
import { type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';

// POST /api/v3/fare-estimate: every car type's range at once.

export type FareEstimates = { estimates: FareEstimateView[]; highDemand: HighDemand | null };

export type FareEstimateResult =
  | { ok: true; data: FareEstimates }
  | { ok: false; result: Pick<ApiResult, 'status' | 'message' | 'code' | 'errors'> };

export async function fetchFareEstimates(
  body: Record<string, unknown>,
  lang: Lang,
  signal?: AbortSignal,
): Promise<FareEstimateResult> {
  const result = await apiFetch(`${apiPaths.user}/fare-estimate`, { method: 'POST', body, lang, signal });
  // The answer's schema arrives with the first answer, not with the page (lib/response-schemas.ts).
  const { fareEstimateListSchema } = await import('@/lib/response-schemas');
  const parsed = fareEstimateListSchema.safeParse(result.data);
  if (result.ok && parsed.success) {
    const { estimates, HighDemand } = parsed.data;
    return { ok: true, data: { estimates, highDemand: HighDemand.status === 1 ? HighDemand : null } };
  }
  // A 2xx of another shape is the server's fault: shown like a 500.
  return { ok: false, result: result.ok ? { ...result, status: 500, message: undefined } : result };
}

import type { Lang } from '@pothik/domain';
import { z } from 'zod';
import { type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';
import type { HighDemand } from '@/lib/high-demand';

// POST /api/v3/fare-estimate (apps/api/src/modules/fares/routes.ts): every car type's range at once.
const estimateSchema = z.object({
  car_type: z.string(),
  fare: z.number(),
  min: z.number(),
  max: z.number(),
  road_km: z.number().nullable(),
  insurance_fee: z.number(),
  platform_fee: z.number(),
});
const dataSchema = z.object({
  estimates: z.array(estimateSchema),
  HighDemand: z
    .object({ status: z.union([z.literal(0), z.literal(1)]), message_en: z.string(), message_bn: z.string() })
    .optional(),
});

export type FareEstimate = z.infer<typeof estimateSchema>;
export type FareEstimates = { estimates: FareEstimate[]; highDemand: HighDemand | null };

export type FareEstimateResult =
  | { ok: true; data: FareEstimates }
  | { ok: false; result: Pick<ApiResult, 'status' | 'message' | 'code' | 'errors'> };

export async function fetchFareEstimates(
  body: Record<string, unknown>,
  lang: Lang,
  signal: AbortSignal,
): Promise<FareEstimateResult> {
  const result = await apiFetch(`${apiPaths.user}/fare-estimate`, { method: 'POST', body, lang, signal });
  const parsed = dataSchema.safeParse(result.data);
  if (result.ok && parsed.success) {
    const { estimates, HighDemand } = parsed.data;
    return { ok: true, data: { estimates, highDemand: HighDemand?.status === 1 ? HighDemand : null } };
  }
  // A 2xx of another shape is the server's fault: shown like a 500.
  return { ok: false, result: result.ok ? { ...result, status: 500, message: undefined } : result };
}

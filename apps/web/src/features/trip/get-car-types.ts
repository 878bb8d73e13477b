import 'server-only';
import { type CarView, carListSchema, type HighDemand } from '@pothik/domain';
import { serverEnv } from '@/config/env';
import { apiFetch, apiPaths } from '@/lib/api-client';
import { requestIdHeader } from '@/lib/request-id';

export type CarTypesResult = { ok: true; cars: CarView[]; highDemand: HighDemand | null } | { ok: false };

/** The home page's car types (GET /cars), fetched on the server; never throws (the page shows an error state). */
export async function getCarTypes(): Promise<CarTypesResult> {
  const result = await apiFetch(`${apiPaths.user}/cars`, {
    baseUrl: serverEnv.apiUrl,
    timeoutMs: 5000,
    headers: await requestIdHeader(),
  });
  if (!result.ok) {
    console.warn(
      `GET ${apiPaths.user}/cars failed: ${result.status === 0 ? 'no answer' : `status ${result.status}`}`,
    );
    return { ok: false };
  }
  const parsed = carListSchema.safeParse(result.data);
  if (!parsed.success) {
    console.warn(`GET ${apiPaths.user}/cars returned an unexpected shape`);
    return { ok: false };
  }
  const { cars, HighDemand } = parsed.data;
  return { ok: true, cars, highDemand: HighDemand.status === 1 ? HighDemand : null };
}

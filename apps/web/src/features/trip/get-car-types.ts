import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/config/env';
import { apiFetch, apiPaths } from '@/lib/api-client';

// DESIGN.md §5: GET /api/v3/cars → data: { cars: [{ key, name_en, name_bn, seats, image }], HighDemand }.
const carsDataSchema = z.object({
  cars: z.array(
    z.object({
      key: z.string(),
      name_en: z.string(),
      name_bn: z.string(),
      seats: z.number().int().positive(),
      image: z.string(),
    }),
  ),
  HighDemand: z
    .object({ status: z.union([z.literal(0), z.literal(1)]), message_en: z.string(), message_bn: z.string() })
    .optional(),
});

export type ApiCarType = z.infer<typeof carsDataSchema>['cars'][number];
export type HighDemand = NonNullable<z.infer<typeof carsDataSchema>['HighDemand']>;

export type CarTypesResult = { ok: true; cars: ApiCarType[]; highDemand: HighDemand | null } | { ok: false };

/** The home page's car types, fetched on the server; never throws (the page shows an error state). */
export async function getCarTypes(): Promise<CarTypesResult> {
  const result = await apiFetch(`${apiPaths.user}/cars`, { baseUrl: serverEnv.apiUrl, timeoutMs: 5000 });
  if (!result.ok) {
    console.warn(
      `GET ${apiPaths.user}/cars failed: ${result.status === 0 ? 'no answer' : `status ${result.status}`}`,
    );
    return { ok: false };
  }
  const parsed = carsDataSchema.safeParse(result.data);
  if (!parsed.success) {
    console.warn(`GET ${apiPaths.user}/cars returned an unexpected shape`);
    return { ok: false };
  }
  const { cars, HighDemand } = parsed.data;
  return { ok: true, cars, highDemand: HighDemand?.status === 1 ? HighDemand : null };
}

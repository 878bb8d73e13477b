import type { Lang } from '@pothik/domain';
import { z } from 'zod';
import { type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';
import { type HighDemand, isHighDemand } from '@/lib/high-demand';
import type { TripCategory } from './trip-types';

// DESIGN.md §5: both request routes answer 201 with data: { trip, estimate, HighDemand }.
const createdSchema = z.object({
  trip: z.object({ id: z.number().int().positive() }),
  HighDemand: z.unknown().optional(),
});

const requestPaths: Record<TripCategory, string> = {
  car_rental: `${apiPaths.user}/user/trips`,
  airport_rental: `${apiPaths.user}/user/airport-rental-request`,
};

export type TripCreated = { tripId: number; highDemand: HighDemand | null };

export async function postTripRequest(
  category: TripCategory,
  body: Record<string, unknown>,
  idempotencyKey: string,
  lang: Lang,
): Promise<{ result: ApiResult; created: TripCreated | null }> {
  const result = await apiFetch(requestPaths[category], {
    method: 'POST',
    body,
    auth: true,
    lang,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const parsed = result.ok ? createdSchema.safeParse(result.data) : null;
  if (!parsed?.success) return { result, created: null };
  const { trip, HighDemand } = parsed.data;
  return { result, created: { tripId: trip.id, highDemand: isHighDemand(HighDemand) ? HighDemand : null } };
}

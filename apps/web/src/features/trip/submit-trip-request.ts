import type { HighDemand, Lang } from '@pothik/domain';
import { type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';
import type { TripCategory } from './trip-types';

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
  // The answer's schema (and the schema library) is fetched while the request is on its way.
  const schemas = import('@/lib/response-schemas');
  const result = await apiFetch(requestPaths[category], {
    method: 'POST',
    body,
    auth: true,
    lang,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  // DESIGN.md §5: both request routes answer 201 with data: { trip, estimate, HighDemand }.
  const { tripRequestedSchema } = await schemas;
  const parsed = result.ok ? tripRequestedSchema.safeParse(result.data) : null;
  if (!parsed?.success) return { result, created: null };
  const { trip, HighDemand } = parsed.data;
  return { result, created: { tripId: trip.id, highDemand: HighDemand } };
}

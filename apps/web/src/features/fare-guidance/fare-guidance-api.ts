import { fareGuidanceSchema, type Lang } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

// GET /api/v3/fare-guidance: public, the same answer for the passenger and the driver.
export const fetchFareGuidance = (query: string, lang: Lang) =>
  apiFetch(`${apiPaths.user}/fare-guidance?${query}`, { lang, contract: fareGuidanceSchema });

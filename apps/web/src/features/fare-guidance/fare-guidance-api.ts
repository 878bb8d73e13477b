import { fareGuidanceSchema, type Lang } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The answer is checked against the contract outside production only, so a production build leaves the
// schema (and the schema library) out of the request page's code, as features/auth/auth-api.ts does.
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;

// GET /api/v3/fare-guidance: public, the same answer for the passenger and the driver.
export const fetchFareGuidance = (query: string, lang: Lang) =>
  apiFetch(`${apiPaths.user}/fare-guidance?${query}`, {
    lang,
    contract: checked ? fareGuidanceSchema : none,
  });

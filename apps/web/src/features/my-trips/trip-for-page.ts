import 'server-only';
import { type Lang, type TripDetail, tripDetailSchema } from '@pothik/domain';
import { cookies } from 'next/headers';
import { serverEnv } from '@/config/env';
import { apiFetch, apiPaths } from '@/lib/api-client';
import { accessTokenShape, PAGE_SESSION_COOKIE } from '@/lib/page-session-cookie';
import { requestIdHeader } from '@/lib/request-id';
import { tripRowId } from './trip-row-id';

// A page waits this long for the trip at most; then the browser loads it, as without the cookie.
const TRIP_TIMEOUT_MS = 3000;

/**
 * The trip for its page's first HTML (ADR 0024): fetched with the passenger's access token the web server
 * holds (lib/page-session-cookie.ts), as the browser would fetch it. Null whenever that cannot be done
 * (no token, a lapsed or revoked one, not this passenger's trip, the API slow or down): the page then
 * loads the trip in the browser, which says what went wrong.
 */
export async function tripForPage(tripId: string, lang: Lang): Promise<TripDetail | null> {
  const id = tripRowId(tripId);
  const token = (await cookies()).get(PAGE_SESSION_COOKIE)?.value;
  if (id === null || !token || !accessTokenShape.test(token)) return null;
  const result = await apiFetch(`${apiPaths.user}/user/trips/${id}`, {
    token,
    lang,
    baseUrl: serverEnv.apiUrl,
    timeoutMs: TRIP_TIMEOUT_MS,
    headers: await requestIdHeader(),
  });
  if (!result.ok) return null;
  const parsed = tripDetailSchema.safeParse(result.data);
  if (!parsed.success) {
    console.warn(`GET ${apiPaths.user}/user/trips/{id} returned an unexpected shape`);
    return null;
  }
  return parsed.data;
}

import type { GeoPlace, Lang, ReverseGeocode } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The answers' schemas arrive with the first answer, not with the page (lib/response-schemas.ts).
const schemas = () => import('@/lib/response-schemas');

const PLACE_SEARCH_LIMIT = 8;

export type PlaceSearchResult = { ok: true; items: GeoPlace[] } | { ok: false; aborted: boolean };

/** GET /geo/search: places by English or Bangla name; `signal` cancels a search the user typed past. */
export async function searchPlaces(
  query: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<PlaceSearchResult> {
  const params = new URLSearchParams({ q: query, lang, limit: String(PLACE_SEARCH_LIMIT) });
  const result = await apiFetch(`${apiPaths.user}/geo/search?${params}`, { lang, signal });
  if (signal?.aborted) return { ok: false, aborted: true };
  const { placeSearchSchema } = await schemas();
  if (signal?.aborted) return { ok: false, aborted: true };
  const parsed = placeSearchSchema.safeParse(result.data);
  return result.ok && parsed.success ? { ok: true, items: parsed.data.items } : { ok: false, aborted: false };
}

export type ReverseFailure = 'outsideBangladesh' | 'notFound' | 'network' | 'failed';
export type ReverseResult = { ok: true; address: ReverseGeocode } | { ok: false; reason: ReverseFailure };

/** GET /geo/reverse: the address of the passenger's position (404 none found, 422 outside Bangladesh). */
export async function reverseGeocode(lat: number, lng: number, lang: Lang): Promise<ReverseResult> {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lng: lng.toFixed(6), lang });
  const result = await apiFetch(`${apiPaths.user}/geo/reverse?${params}`, { lang });
  if (result.ok) {
    const { reverseGeocodeSchema } = await schemas();
    const parsed = reverseGeocodeSchema.safeParse(result.data);
    return parsed.success ? { ok: true, address: parsed.data } : { ok: false, reason: 'failed' };
  }
  if (result.status === 422) return { ok: false, reason: 'outsideBangladesh' };
  if (result.status === 404) return { ok: false, reason: 'notFound' };
  if (result.status === 0) return { ok: false, reason: 'network' };
  return { ok: false, reason: 'failed' };
}

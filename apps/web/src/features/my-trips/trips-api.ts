import type { CancelTrip, Lang } from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';
import type { CancelReason, TripDetail, TripListTab, TripPage, TripView } from './trip-view';

// The passenger's trip calls (DESIGN.md §5); all of them need the stored bearer token.

/** DESIGN.md §4's default page size; a 12-card grid fills rows of 1, 2 and 3 evenly. */
export const TRIPS_PER_PAGE = 12;

const user = `${apiPaths.user}/user`;

export function fetchTripPage(tab: TripListTab, page: number, lang: Lang, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab, page: String(page), per_page: String(TRIPS_PER_PAGE) });
  return apiFetch<TripPage>(`${user}/trips?${query}`, { auth: true, lang, signal });
}

export function fetchTripDetail(tripId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch<TripDetail>(`${user}/trips/${tripId}`, { auth: true, lang, signal });
}

export function fetchCancelReasons(lang: Lang, signal?: AbortSignal) {
  return apiFetch<CancelReason[]>(`${user}/cancelled-reasons`, { auth: true, lang, signal });
}

/** `cancel` cancels outright; `request` asks the team to (a confirmed trip inside the cancel window). */
export type CancelMode = 'cancel' | 'request';

const cancelPaths: Record<CancelMode, string> = {
  cancel: `${user}/trips/cancelled`,
  request: `${user}/trip-cancel-request`,
};

export function sendCancel(mode: CancelMode, body: CancelTrip, lang: Lang) {
  return apiFetch<{ trip: TripView }>(cancelPaths[mode], { method: 'POST', body, auth: true, lang });
}

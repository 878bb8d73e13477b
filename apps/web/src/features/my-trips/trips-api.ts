import {
  type CancelTrip,
  cancelReasonViewSchema,
  type Lang,
  type TripListTab,
  tripChangedSchema,
  tripDetailSchema,
  tripPageSchema,
  tripViewSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The passenger's trip calls (DESIGN.md §5); all of them need the stored bearer token. Each answer is
// checked against the API contract outside production.

/** DESIGN.md §4's default page size; a 12-card grid fills rows of 1, 2 and 3 evenly. */
const TRIPS_PER_PAGE = 12;

const user = `${apiPaths.user}/user`;

export function fetchTripPage(tab: TripListTab, page: number, lang: Lang, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab, page: String(page), per_page: String(TRIPS_PER_PAGE) });
  return apiFetch(`${user}/trips?${query}`, { auth: true, lang, signal, contract: tripPageSchema });
}

export function fetchTripDetail(tripId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/trips/${tripId}`, { auth: true, lang, signal, contract: tripDetailSchema });
}

export function fetchCancelReasons(lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/cancelled-reasons`, {
    auth: true,
    lang,
    signal,
    contract: z.array(cancelReasonViewSchema),
  });
}

/** `cancel` cancels outright; `request` asks the team to (a confirmed trip inside the cancel window). */
export type CancelMode = 'cancel' | 'request';

const cancelPaths: Record<CancelMode, string> = {
  cancel: `${user}/trips/cancelled`,
  request: `${user}/trip-cancel-request`,
};

export function sendCancel(mode: CancelMode, body: CancelTrip, lang: Lang) {
  return apiFetch(cancelPaths[mode], { method: 'POST', body, auth: true, lang, contract: tripChangedSchema });
}

/** Started trips, and confirmed ones picking up within the next 24 hours. */
export function fetchOngoingTrips(lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/ongoing-trips`, { auth: true, lang, signal, contract: z.array(tripViewSchema) });
}

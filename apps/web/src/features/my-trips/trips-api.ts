import {
  type CancelTrip,
  cancelReasonViewSchema,
  type Lang,
  type PaymentGatewayKey,
  positionViewSchema,
  type TripListTab,
  tripChangedSchema,
  tripDetailSchema,
  tripPageSchema,
  tripViewSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The passenger's trip calls (DESIGN.md §5); all of them need the stored bearer token. Each answer is
// checked against the API contract outside production; a production build drops the contracts (and the
// schema library with them) from the browser's code, as `process.env.NODE_ENV` is inlined at build time.

/** DESIGN.md §4's default page size; a 12-card grid fills rows of 1, 2 and 3 evenly. */
const TRIPS_PER_PAGE = 12;

const user = `${apiPaths.user}/user`;

const checked = process.env.NODE_ENV !== 'production';
// Typed as the contract it stands for; apiFetch never checks in production anyway (lib/api-client.ts).
const none = undefined as never;

export function fetchTripPage(tab: TripListTab, page: number, lang: Lang, signal?: AbortSignal) {
  const query = new URLSearchParams({ tab, page: String(page), per_page: String(TRIPS_PER_PAGE) });
  return apiFetch(`${user}/trips?${query}`, {
    auth: true,
    lang,
    signal,
    contract: checked ? tripPageSchema : none,
  });
}

export function fetchTripDetail(tripId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/trips/${tripId}`, {
    auth: true,
    lang,
    signal,
    contract: checked ? tripDetailSchema : none,
  });
}

/** Where the booked car is now, while the trip is followed (GET /user/trips/{id}/position). */
export function fetchTripPosition(tripId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/trips/${tripId}/position`, {
    auth: true,
    lang,
    signal,
    contract: checked ? z.object({ tracking: z.boolean(), position: positionViewSchema.nullable() }) : none,
  });
}

export function fetchCancelReasons(lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/cancelled-reasons`, {
    auth: true,
    lang,
    signal,
    contract: checked ? z.array(cancelReasonViewSchema) : none,
  });
}

/** `cancel` cancels outright; `request` asks the team to (a confirmed trip inside the cancel window). */
export type CancelMode = 'cancel' | 'request';

const cancelPaths: Record<CancelMode, string> = {
  cancel: `${user}/trips/cancelled`,
  request: `${user}/trip-cancel-request`,
};

export function sendCancel(mode: CancelMode, body: CancelTrip, lang: Lang) {
  return apiFetch(cancelPaths[mode], {
    method: 'POST',
    body,
    auth: true,
    lang,
    contract: checked ? tripChangedSchema : none,
  });
}

/** Started trips, and confirmed ones picking up within the next 24 hours. */
export function fetchOngoingTrips(lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/ongoing-trips`, {
    auth: true,
    lang,
    signal,
    contract: checked ? z.array(tripViewSchema) : none,
  });
}

/** POST /user/trips/{id}/advance: where to send the browser to pay the held booking's advance. */
export function startAdvancePayment(tripId: number, gateway: PaymentGatewayKey, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/advance`, {
    method: 'POST',
    body: { gateway },
    auth: true,
    lang,
    contract: checked ? z.object({ redirect_url: z.string(), reference: z.string() }) : none,
  });
}

/** "The driver did not come" (DESIGN.md §17): from 15 minutes after the pickup; staff decide. */
export function reportNoShow(tripId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/no-show`, { method: 'POST', auth: true, lang });
}

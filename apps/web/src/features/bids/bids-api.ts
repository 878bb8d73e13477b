import {
  type AcceptBid,
  bidListSchema,
  driverReviewsSchema,
  type Lang,
  promoViewSchema,
  tripDetailSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { apiFetch, apiPaths } from '@/lib/api-client';

// A production build drops the contracts (and the schema library with them) from the browser's code,
// as `process.env.NODE_ENV` is inlined at build time (features/my-trips/trips-api.ts does the same).
const checked = process.env.NODE_ENV !== 'production';
// Typed as the contract it stands for; apiFetch never checks in production anyway (lib/api-client.ts).
const none = undefined as never;

// The passenger's bidding calls (DESIGN.md §5), all with the stored bearer token. Each answer is
// checked against the API contract outside production.

const user = `${apiPaths.user}/user`;

export function fetchBidList(tripId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/bid-list/${tripId}`, {
    auth: true,
    lang,
    signal,
    contract: checked ? bidListSchema : none,
  });
}

export function fetchPromos(lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/promos`, {
    auth: true,
    lang,
    signal,
    contract: checked ? z.array(promoViewSchema) : none,
  });
}

export function fetchDriverReviews(driverId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch(`${user}/get-driver-review`, {
    method: 'POST',
    body: { driver_id: driverId },
    auth: true,
    lang,
    signal,
    contract: checked ? driverReviewsSchema : none,
  });
}

/** Answers with the confirmed trip, as GET /user/trips/{id} would. */
export function sendAcceptBid(body: AcceptBid, idempotencyKey: string, lang: Lang) {
  return apiFetch(`${user}/accept-bid`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    headers: { 'Idempotency-Key': idempotencyKey },
    contract: checked ? tripDetailSchema : none,
  });
}

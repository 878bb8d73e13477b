import type { AcceptBid, Lang } from '@pothik/domain';
import type { TripDetail } from '@/features/my-trips/trip-view';
import { apiFetch, apiPaths } from '@/lib/api-client';
import type { BidList, DriverReviews, Promo } from './bid-view';

// The passenger's bidding calls (DESIGN.md §5), all with the stored bearer token.

const user = `${apiPaths.user}/user`;

export function fetchBidList(tripId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch<BidList>(`${user}/bid-list/${tripId}`, { auth: true, lang, signal });
}

export function fetchPromos(lang: Lang, signal?: AbortSignal) {
  return apiFetch<Promo[]>(`${user}/promos`, { auth: true, lang, signal });
}

export function fetchDriverReviews(driverId: number, lang: Lang, signal?: AbortSignal) {
  return apiFetch<DriverReviews>(`${user}/get-driver-review`, {
    method: 'POST',
    body: { driver_id: driverId },
    auth: true,
    lang,
    signal,
  });
}

/** Answers with the confirmed trip, as GET /user/trips/{id} would. */
export function sendAcceptBid(body: AcceptBid, idempotencyKey: string, lang: Lang) {
  return apiFetch<TripDetail>(`${user}/accept-bid`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

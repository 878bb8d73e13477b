import type { CheckInOut, Lang, TripReview } from '@pothik/domain';
import type { TripView } from '@/features/my-trips/trip-view';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The passenger's ride calls (DESIGN.md §5), all with the stored bearer token.

const user = `${apiPaths.user}/user`;

/** check_in: confirmed → started; check_out: started → completed. */
export function sendCheckInOut(body: CheckInOut, lang: Lang) {
  return apiFetch<{ trip: TripView }>(`${user}/check-in-out`, { method: 'POST', body, auth: true, lang });
}

export type SavedReview = {
  id: number;
  trip_id: number;
  rating: number;
  comment: string | null;
  created_at: string;
};

/** Once per completed trip; a second one is refused with 400. */
export function sendTripReview(tripId: number, body: TripReview, lang: Lang) {
  return apiFetch<{ review: SavedReview }>(`${user}/trips/${tripId}/review`, {
    method: 'POST',
    body,
    auth: true,
    lang,
  });
}

/** Started trips, and confirmed ones picking up within the next 24 hours. */
export function fetchOngoingTrips(lang: Lang, signal?: AbortSignal) {
  return apiFetch<TripView[]>(`${user}/ongoing-trips`, { auth: true, lang, signal });
}

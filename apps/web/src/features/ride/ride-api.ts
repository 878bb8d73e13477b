import {
  type CheckInOut,
  type Lang,
  reviewSavedSchema,
  type TripReview,
  tripChangedSchema,
} from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The passenger's ride calls (DESIGN.md §5), all with the stored bearer token. Each answer is checked
// against the API contract outside production.

const user = `${apiPaths.user}/user`;

/** check_in: confirmed → started; check_out: started → completed. */
export function sendCheckInOut(body: CheckInOut, lang: Lang) {
  return apiFetch(`${user}/check-in-out`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    contract: tripChangedSchema,
  });
}

/** Once per completed trip; a second one is refused with 400. */
export function sendTripReview(tripId: number, body: TripReview, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/review`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    contract: reviewSavedSchema,
  });
}

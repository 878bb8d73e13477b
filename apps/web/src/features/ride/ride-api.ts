import {
  type CheckInOut,
  incidentViewSchema,
  type Lang,
  passengerTripSafetySchema,
  reviewSavedSchema,
  type TripReview,
  tripChangedSchema,
} from '@pothik/domain';
import { apiFetch, apiPaths } from '@/lib/api-client';

// A production build drops the contracts (and the schema library with them) from the browser's code,
// as `process.env.NODE_ENV` is inlined at build time (features/my-trips/trips-api.ts does the same).
const checked = process.env.NODE_ENV !== 'production';
// Typed as the contract it stands for; apiFetch never checks in production anyway (lib/api-client.ts).
const none = undefined as never;

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
    contract: checked ? tripChangedSchema : none,
  });
}

/** Once per completed trip; a second one is refused with 400. */
export function sendTripReview(tripId: number, body: TripReview, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/review`, {
    method: 'POST',
    body,
    auth: true,
    lang,
    contract: checked ? reviewSavedSchema : none,
  });
}

/** The check-in code's state (never the code) and the passenger's latest SOS on the trip. */
export function fetchTripSafety(tripId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/safety`, {
    auth: true,
    lang,
    contract: checked ? passengerTripSafetySchema : none,
  });
}

/** SOS: the incident is written, then staff and the passenger's trusted contacts are alerted. */
export function raisePassengerSos(tripId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/sos`, {
    method: 'POST',
    auth: true,
    lang,
    contract: checked ? incidentViewSchema : none,
  });
}

/** "I am safe": closes the passenger's open SOS. */
export function markPassengerSafe(tripId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/sos/safe`, {
    method: 'POST',
    auth: true,
    lang,
    contract: checked ? incidentViewSchema : none,
  });
}

import {
  bidPlacedSchema,
  bidViewSchema,
  type DriverCancelTrip,
  type DriverDocumentKind,
  type DriverEarnings,
  type DriverSubscription,
  type DriverSummary,
  driverEarningsSchema,
  driverSubscriptionSchema,
  driverSummarySchema,
  driverTripPageSchema,
  driverTripSafetySchema,
  driverTripSchema,
  incidentViewSchema,
  type Lang,
  openTripPageSchema,
  type PaymentGatewayKey,
  type PositionWire,
  type ReliabilityView,
} from '@pothik/domain';
import { z } from 'zod';
import type { PushCaller } from '@/features/push';
import { type ApiRequest, type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';
import { checkDriverSession } from './session/check-driver-session';
import { driverSession } from './session/driver-session';

// Each answer is checked against the API contract outside production; a production build drops the
// contracts (and the schema library with them) from the browser's code, as `process.env.NODE_ENV` is
// inlined at build time (features/my-trips/trips-api.ts does the same).
const checked = process.env.NODE_ENV !== 'production';
// Typed as the contract it stands for; apiFetch never checks in production anyway (lib/api-client.ts).
const none = undefined as never;

// The driver's calls (apps/api/src/modules/booking/driver and bids/driver-routes.ts), with the driver's
// own token. An expired token is refreshed once and the call sent again.

const driver = `${apiPaths.user}/driver`;

async function driverFetch<T>(path: string, request: ApiRequest & { contract?: z.ZodType } = {}) {
  const send = async () =>
    (await apiFetch(`${driver}${path}`, { ...request, auth: driverSession })) as ApiResult<T>;
  const first = await send();
  if (first.status !== 401) return first;
  return (await checkDriverSession()).outcome === 'refreshed' ? send() : first;
}

/** The API's largest page: the driver sees every open trip of their car type but in a rush hour. */
const OPEN_TRIPS_PAGE = 50;

export type OpenTripPage = z.infer<typeof openTripPageSchema>;
export type OpenTrip = OpenTripPage['items'][number];
export type DriverTripPage = z.infer<typeof driverTripPageSchema>;
export type DriverTripItem = DriverTripPage['items'][number];

export const fetchOpenTrips = (lang: Lang) =>
  driverFetch<OpenTripPage>(`/open-trips?per_page=${OPEN_TRIPS_PAGE}&sort=newest`, {
    lang,
    contract: checked ? openTripPageSchema : none,
  });

export const fetchDriverTrips = (lang: Lang) =>
  driverFetch<DriverTripPage>(`/trips?per_page=${OPEN_TRIPS_PAGE}`, {
    lang,
    contract: checked ? driverTripPageSchema : none,
  });

/** A fare of the driver's own, or agreement to the passenger's offer. */
export type BidBody = { trip_id: number; driver_fare: number } | { trip_id: number; accept_offer: true };

export const placeBid = (body: BidBody, lang: Lang) =>
  driverFetch(`/bids`, { method: 'POST', body, lang, contract: checked ? bidPlacedSchema : none });

export const withdrawBid = (bidId: number, lang: Lang) =>
  driverFetch(`/bids/${bidId}`, {
    method: 'DELETE',
    lang,
    contract: checked ? z.object({ bid: bidViewSchema }) : none,
  });

export const markArrived = (tripId: number, lang: Lang) =>
  driverFetch(`/trips/${tripId}/arrived`, {
    method: 'POST',
    lang,
    contract: checked ? z.object({ trip: driverTripSchema }) : none,
  });

export const markOnMyWay = (tripId: number, lang: Lang) =>
  driverFetch(`/trips/${tripId}/on-my-way`, {
    method: 'POST',
    lang,
    contract: checked ? z.object({ trip: driverTripSchema }) : none,
  });

/** Points queued while the socket was down, oldest first (the HTTP fallback of DESIGN.md §15). */
export const postPositions = (tripId: number, points: PositionWire[], lang: Lang) =>
  driverFetch(`/trips/${tripId}/positions`, { method: 'POST', body: { points }, lang });

export const fetchDriverSummary = (month: string, lang: Lang) =>
  driverFetch<DriverSummary>(`/summary?month=${month}`, {
    lang,
    contract: checked ? driverSummarySchema : none,
  });

/** The push section's calls (features/push), as this driver: /api/v3/driver/push… */
export const driverPushCaller: PushCaller = <T>(
  path: string,
  request: ApiRequest & { contract?: z.ZodType },
) => driverFetch<T>(path, request);

/** The trip code to show the passenger, and this driver's latest SOS on the trip. */
export function fetchDriverTripSafety(tripId: number, lang: Lang) {
  return driverFetch<z.infer<typeof driverTripSafetySchema>>(`/trips/${tripId}/safety`, {
    lang,
    contract: checked ? driverTripSafetySchema : none,
  });
}

/** SOS as the driver: the incident is written, then staff are alerted. */
export function raiseDriverSos(tripId: number, lang: Lang) {
  return driverFetch<z.infer<typeof incidentViewSchema>>(`/trips/${tripId}/sos`, {
    method: 'POST',
    lang,
    contract: checked ? incidentViewSchema : none,
  });
}

/** "I am safe": closes this driver's open SOS on the trip. */
export function markDriverSafe(tripId: number, lang: Lang) {
  return driverFetch<z.infer<typeof incidentViewSchema>>(`/trips/${tripId}/sos/safe`, {
    method: 'POST',
    lang,
    contract: checked ? incidentViewSchema : none,
  });
}

/** Give a booked trip back with a reason (DESIGN.md §17): it returns to bidding and counts against the driver. */
export const cancelBookedTrip = (tripId: number, body: DriverCancelTrip, lang: Lang) =>
  driverFetch(`/trips/${tripId}/cancel`, { method: 'POST', body, lang });

/** The driver's own reliability over 90 days, and whether they stand warned. */
export const fetchDriverReliability = (lang: Lang) =>
  driverFetch<DriverReliability>('/reliability', { lang });

export type DriverReliability = ReliabilityView & {
  verdict: 'ok' | 'warn' | 'pause';
  warned_at: string | null;
};
// The driver's papers (DESIGN.md §17): the list with each review, and an upload from the phone.
export type MyPapers = {
  state: 'applicant' | 'documents_pending' | 'active' | 'paused' | 'suspended';
  paused_reason: 'expired_paper' | 'unpaid_subscription' | 'reliability' | null;
  mandatory: DriverDocumentKind[];
  blocking: { kind: DriverDocumentKind; why: 'missing' | 'pending' | 'rejected' | 'expired' } | null;
  documents: {
    id: number;
    kind: DriverDocumentKind;
    number: string;
    expires_at: string | null;
    review: 'pending' | 'approved' | 'rejected';
    reject_text: { en: string; bn: string } | null;
    pictures: string[];
    created_at: string;
  }[];
};

export const fetchMyPapers = (lang: Lang) => driverFetch<MyPapers>('/documents', { lang });

export function uploadMyPaper(
  paper: { kind: DriverDocumentKind; number: string; expiresOn: string | null; file: File },
  lang: Lang,
) {
  const body = new FormData();
  body.append('kind', paper.kind);
  body.append('number', paper.number);
  if (paper.expiresOn) body.append('expires_on', paper.expiresOn);
  body.append('image', paper.file);
  // A phone on a slow network needs longer than a JSON call to send 2 MB.
  return driverFetch<MyPapers['documents'][number]>('/documents', {
    method: 'POST',
    body,
    lang,
    timeoutMs: 60_000,
  });
}

/** Per Dhaka month, newest first: the gross, the advances Pothik collected for the driver, and cash. */
export const fetchDriverEarnings = (lang: Lang, months = 6) =>
  driverFetch<DriverEarnings>(`/earnings?months=${months}`, {
    lang,
    contract: checked ? driverEarningsSchema : none,
  });

// The Smart Driver subscription (issue 45 §5): the plan, the invoices, paying one through a gateway.
export const fetchMySubscription = (lang: Lang) =>
  driverFetch<DriverSubscription>('/subscription', {
    lang,
    contract: checked ? driverSubscriptionSchema : none,
  });

export const payMyInvoice = (invoiceId: number, gateway: PaymentGatewayKey, lang: Lang) =>
  driverFetch<{ redirect_url: string; reference: string }>(`/subscription/invoices/${invoiceId}/pay`, {
    method: 'POST',
    body: { gateway },
    lang,
  });

/** The invoice as a PDF in `lang`, fetched with the driver's token (a plain link could not carry it). */
export async function fetchInvoicePdf(invoiceId: number, lang: Lang, apiUrl: string): Promise<Blob | null> {
  const token = await driverSession.accessToken();
  try {
    const res = await fetch(
      `${apiUrl.replace(/\/+$/, '')}${driver}/subscription/invoices/${invoiceId}/pdf?lang=${lang}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}

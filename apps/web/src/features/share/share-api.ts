import {
  type Lang,
  sharedTripSchema,
  shareLinkCreatedSchema,
  shareLinkListSchema,
  shareLinkSchema,
} from '@pothik/domain';
import { z } from 'zod';
import { apiFetch, apiPaths } from '@/lib/api-client';

// The passenger's share links (with their token) and the public page's one call (with none). Answers are
// checked against the contract outside production only, as the other features' calls are.
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;
const user = `${apiPaths.user}/user`;

export function fetchShareLinks(tripId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/share-links`, {
    auth: true,
    lang,
    contract: checked ? shareLinkListSchema : none,
  });
}

export function createShareLink(tripId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/share-links`, {
    method: 'POST',
    auth: true,
    lang,
    contract: checked ? shareLinkCreatedSchema : none,
  });
}

export function revokeShareLink(tripId: number, linkId: number, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/share-links/${linkId}`, {
    method: 'DELETE',
    auth: true,
    lang,
    contract: checked ? z.object({ link: shareLinkSchema }) : none,
  });
}

/** POST …/share-links/{linkId}/sms: the link by SMS to the passenger's trusted contacts, once each. */
export function textShareLink(tripId: number, link: { id: number; token: string }, lang: Lang) {
  return apiFetch(`${user}/trips/${tripId}/share-links/${link.id}/sms`, {
    method: 'POST',
    auth: true,
    lang,
    body: { token: link.token },
    contract: checked ? z.object({ contacts: z.number().int(), sent: z.number().int() }) : none,
  });
}

export function fetchSharedTrip(token: string, lang: Lang) {
  return apiFetch(`${apiPaths.user}/shared-trip`, {
    lang,
    headers: { 'x-share-token': token },
    contract: checked ? sharedTripSchema : none,
  });
}

/** The address a contact opens: the site's own page for the token. */
export const shareUrl = (token: string) => `${window.location.origin}/share/${token}`;

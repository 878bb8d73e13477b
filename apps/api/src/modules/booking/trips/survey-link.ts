import { createHmac, timingSafeEqual } from 'node:crypto';

// The completion SMS links to /survey with the trip filled in. The link is signed so it names that
// trip and no other: whoever holds it may answer for the trip once, without logging in, and nobody can
// make up links for trips they did not ride. It is signed with a key of its own (SURVEY_LINK_SECRET,
// not the access tokens') and lives SURVEY_LINK_DAYS: the token is `<expiry>_<mac>`, the expiry in
// seconds since 1970 written in base 36, the MAC over the trip and that expiry as written. After that
// the rider answers from My trips, logged in. The token never reaches a log (lib/redact-url.ts).

export const SURVEY_LINK_DAYS = 30;

const macOf = (secret: string, tripId: number, expiry: string) =>
  createHmac('sha256', secret).update(`survey:trip:${tripId}:${expiry}`).digest('base64url').slice(0, 22);

export function surveyToken(secret: string, tripId: number, now: Date) {
  const expiry = (Math.floor(now.getTime() / 1000) + SURVEY_LINK_DAYS * 86_400).toString(36);
  return `${expiry}_${macOf(secret, tripId, expiry)}`;
}

/** `valid` until its expiry, `expired` after, `invalid` when it is not this trip's link signed with `secret`. */
export function checkSurveyToken(
  secret: string,
  tripId: number,
  token: string,
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  // The expiry has no `_` (base 36), so the first one ends it; a MAC is 22 characters of base64url.
  const parts = /^([0-9a-z]{1,10})_([A-Za-z0-9_-]{22})$/.exec(token);
  if (!parts) return 'invalid';
  const [, expiry, mac] = parts as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(secret, tripId, expiry)))) return 'invalid';
  return now.getTime() < Number.parseInt(expiry, 36) * 1000 ? 'valid' : 'expired';
}

export function surveyLink(siteUrl: string, secret: string, tripId: number, now: Date) {
  return `${siteUrl.replace(/\/+$/, '')}/survey?trip=${tripId}&t=${surveyToken(secret, tripId, now)}`;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

// The completion SMS and the My trips card link to /survey with the trip filled in (issue 31 item 4).
// The link is signed so it names that trip and no other: whoever holds it may answer for the trip
// once, without logging in, and nobody can make up links for trips they did not ride.

const tokenOf = (secret: string, tripId: number) =>
  createHmac('sha256', secret).update(`survey:trip:${tripId}`).digest('base64url').slice(0, 22);

export function surveyToken(secret: string, tripId: number) {
  return tokenOf(secret, tripId);
}

export function isSurveyToken(secret: string, tripId: number, token: string) {
  const expected = Buffer.from(tokenOf(secret, tripId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function surveyLink(siteUrl: string, secret: string, tripId: number) {
  return `${siteUrl.replace(/\/+$/, '')}/survey?trip=${tripId}&t=${surveyToken(secret, tripId)}`;
}

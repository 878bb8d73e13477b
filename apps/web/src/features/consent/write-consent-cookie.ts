import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentChoice,
  serializeConsent,
} from './consent-cookie';

export function writeConsentCookie(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // The server reads it on the next render (the page's CSP, the tags it offers); it is not sensitive.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox < 140 and Safari.
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

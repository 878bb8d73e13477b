import {
  type DriverSignUp,
  type GoogleLinkRequired,
  type GoogleSignInRequest,
  googleSignInAnswerSchema,
  type Lang,
  LOGIN_CHANNEL,
  type LoginRequest,
  type OtpSent,
  otpSentSchema,
  type ResendRefusal,
  type SessionView,
  sessionViewSchema,
  type VerifyOtpRequest,
} from '@pothik/domain';
import { type ApiResult, apiFetch, apiPaths } from '@/lib/api-client';
import type { BrowserSession } from '@/lib/session-store';

// The passenger auth calls of SPEC.md §7 against the API's real contract (apps/api/src/modules/auth).
// Answers are checked against it outside production (lib/api-client.ts); a production build leaves the
// schemas, and the schema library, out of the browser's code (`process.env.NODE_ENV` is inlined).
const checked = process.env.NODE_ENV !== 'production';
const none = undefined as never;

/** Passengers log in at /user, drivers at /driver: the same calls with the same shapes. */
export type LoginAccount = 'user' | 'driver';

// POST /user/login: sends a 4-digit code by SMS; a 400 otpResendTooSoon carries `retry_after` instead.
// `humanCheckToken` is the human check's token, or in the demo SPEC.md §9's fixed placeholder.
export function requestLoginCode(
  mobile: string,
  humanCheckToken: string,
  lang: Lang,
  account: LoginAccount = 'user',
  /** A new driver signing up: the code is for a number with no driver account yet. */
  signUp = false,
): Promise<ApiResult<Partial<OtpSent & ResendRefusal>>> {
  const body: LoginRequest & { sign_up?: true } = {
    mobile,
    recaptcha_token: humanCheckToken,
    channel: LOGIN_CHANNEL,
    ...(signUp && { sign_up: true as const }),
  };
  return apiFetch(`${apiPaths.user}/${account}/login`, {
    method: 'POST',
    body,
    lang,
    contract: checked ? otpSentSchema : none,
  });
}

// The calls that set, read or clear the refresh cookie: `channel` web asks the API for the cookie (the
// answer then has no refresh token), and the fetch lets the browser store and send it (CORS allows
// credentials on these routes, for this site only).
const withCookie = { credentials: 'include' } as const;

// POST /user/verify: the four digits joined; answers with the access token and the user, and sets the
// refresh cookie. With `google_credential` (a Google account not linked yet) the API links it to this number.
export function verifyLoginCode(
  // A new driver's details open their account with this code (POST /driver/verify's sign_up).
  request: Omit<VerifyOtpRequest, 'channel'> & { sign_up?: DriverSignUp },
  lang: Lang,
  account: LoginAccount = 'user',
): Promise<ApiResult<SessionView>> {
  return apiFetch(`${apiPaths.user}/${account}/verify`, {
    method: 'POST',
    body: { ...request, channel: LOGIN_CHANNEL },
    lang,
    ...withCookie,
    contract: checked ? sessionViewSchema : none,
  });
}

// POST /user/google: Google Identity Services' credential and the raw nonce it was asked with. A linked
// Google account answers with the session; one not linked yet with googleLinkRequired, and the dialog asks
// for the mobile and its code once.
export function signInWithGoogle(
  credential: string,
  rawNonce: string,
  lang: Lang,
): Promise<ApiResult<SessionView | GoogleLinkRequired>> {
  const body: GoogleSignInRequest = { credential, raw_nonce: rawNonce };
  return apiFetch(`${apiPaths.user}/user/google`, {
    method: 'POST',
    body: { ...body, channel: LOGIN_CHANNEL },
    lang,
    ...withCookie,
    contract: checked ? googleSignInAnswerSchema : none,
  });
}

// POST /user/refresh-token (or /driver/...): a form body (SPEC.md §3), not JSON. The refresh token is the
// cookie, which the API rotates; a login an earlier version kept in localStorage sends that token once,
// and the API moves it into the cookie.
export function exchangeRefreshToken(
  account: LoginAccount = 'user',
  legacyRefreshToken?: string,
): Promise<ApiResult<SessionView>> {
  const form = new URLSearchParams({ channel: LOGIN_CHANNEL });
  if (legacyRefreshToken) form.set('refresh_token', legacyRefreshToken);
  return apiFetch(`${apiPaths.user}/${account}/refresh-token`, {
    method: 'POST',
    body: form,
    ...withCookie,
    contract: checked ? sessionViewSchema : none,
  });
}

// DELETE /user/refresh-token (or /driver/...): the browser's logout. The API revokes the cookie's login
// and the access token sent along (refused from then on), and clears the cookie.
export function endBrowserLogin(
  accessToken: string | null,
  lang: Lang,
  account: LoginAccount = 'user',
): Promise<ApiResult> {
  return apiFetch(`${apiPaths.user}/${account}/refresh-token`, {
    method: 'DELETE',
    ...(accessToken ? { token: accessToken } : {}),
    lang,
    ...withCookie,
    timeoutMs: 8000,
  });
}

/** A response is kept only when it has everything the session check later relies on. */
export function isSessionTokens(value: unknown): value is BrowserSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.access_token === 'string' &&
    typeof v.accessTokenExpiresIn === 'string' &&
    typeof v.refreshTokenExpiresIn === 'string' &&
    !!v.user &&
    typeof v.user === 'object'
  );
}

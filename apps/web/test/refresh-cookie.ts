import type { SessionView } from '@pothik/domain';
import { vi } from 'vitest';
import { browserSessionData, type FakeAnswer, type FakeApi, type RecordedRequest } from './fake-api';

// A browser's refresh token is an httpOnly cookie the API sets on its refresh route's path
// (apps/api/src/modules/auth/refresh-cookie.ts). jsdom's fetch (Node's) keeps no cookies, so a test
// installs the browser's part here (a jar) and the fake API plays the API's part (refreshCookieRoute).

export const REFRESH_COOKIE = 'pothik_refresh';

export type CookieJar = {
  /** The refresh cookie the browser holds for a door ('user' or 'driver'), or null. */
  value: (door?: 'user' | 'driver') => string | null;
  /** Puts a cookie in the jar, as a login through the API left it. */
  set: (door: 'user' | 'driver', value: string) => void;
};

/**
 * The browser's cookie jar for the refresh cookie, as the browser keeps it: a fetch made with
 * credentials 'include' to a path at or under the cookie's path carries it, and an answer's Set-Cookie
 * replaces or clears it. A fetch without credentials neither sends nor keeps it (a cross-origin call,
 * as the web's calls to the API are). Undone by the test setup's vi.restoreAllMocks.
 */
export function installCookieJar(api: FakeApi): CookieJar {
  const cookies = new Map<string, string>();
  const pathOf = (door: 'user' | 'driver') => `${new URL(api.url).pathname}/api/v3/${door}/refresh-token`;
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const withCredentials = init.credentials === 'include';
    const headers = new Headers(init.headers);
    if (withCredentials) {
      for (const [path, value] of cookies) {
        if (url.pathname === path || url.pathname.startsWith(`${path}/`)) {
          headers.set('cookie', `${REFRESH_COOKIE}=${value}`);
        }
      }
    }
    const response = await realFetch(input, { ...init, headers });
    if (withCredentials) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(/;\s*/);
        const [name, value = ''] = pair.split('=');
        const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
        if (name !== REFRESH_COOKIE) continue;
        if (attributes.some((a) => /^max-age=0$/i.test(a))) cookies.delete(path);
        else cookies.set(path, value);
      }
    }
    return response;
  });
  return {
    value: (door = 'user') => cookies.get(pathOf(door)) ?? null,
    set: (door, value) => cookies.set(pathOf(door), value),
  };
}

/** The refresh cookie a request carried. */
export function cookieOf(request: RecordedRequest): string | null {
  const match = new RegExp(`(?:^|;\\s*)${REFRESH_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
  return match?.[1] ?? null;
}

/**
 * The API's part: the answer that sets the refresh cookie `value` on the door's refresh path (a login, a
 * refresh), or clears it (null: a logout, a refused refresh).
 */
export function setRefreshCookie(api: FakeApi, door: 'user' | 'driver', value: string | null) {
  const path = `${new URL(api.url).pathname}/api/v3/${door}/refresh-token`;
  return {
    'set-cookie':
      value === null
        ? `${REFRESH_COOKIE}=; Max-Age=0; Path=${path}; HttpOnly; SameSite=Strict`
        : `${REFRESH_COOKIE}=${value}; Max-Age=2592000; Path=${path}; HttpOnly; SameSite=Strict`,
  };
}

/**
 * The API's refresh route for a browser: the cookie is single use. Refreshing with `valid` sets the next
 * cookie (`cookie-1`, `cookie-2`, …) and answers a new access token (`access-1`, …); any other cookie is
 * refused (401) and cleared; no cookie at all is the 422 of a request without a token. A refresh token
 * in the body (a login kept in localStorage by an earlier version) counts as the cookie would. Returns
 * the sessions it answered, in order.
 */
export function refreshCookieRoute(
  api: FakeApi,
  { door = 'user' as 'user' | 'driver', valid = 'cookie-0' },
): SessionView[] {
  const answered: SessionView[] = [];
  let current: string | null = valid;
  let issued = 0;
  api.on(`POST /api/v3/${door}/refresh-token`, (request): FakeAnswer => {
    const sent = new URLSearchParams(request.body).get('refresh_token') ?? cookieOf(request);
    if (!sent) return { status: 422, body: { message: 'Validation Error!', code: 'validationError' } };
    if (sent !== current) {
      return {
        status: 401,
        body: { message: 'Please log in again.', code: 'pleaseLogInAgain' },
        headers: setRefreshCookie(api, door, null),
      };
    }
    issued += 1;
    current = `cookie-${issued}`;
    const session = browserSessionData({ access_token: `access-${issued}` });
    answered.push(session);
    return { status: 200, body: { data: session }, headers: setRefreshCookie(api, door, current) };
  });
  return answered;
}

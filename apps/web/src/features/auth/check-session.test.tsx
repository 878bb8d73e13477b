import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { apiFetch, setApiBaseUrl } from '@/lib/api-client';
import { passengerSession } from '@/lib/session';
import { browserSessionData, type FakeApi, startFakeApi } from '../../../test/fake-api';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
import { installCookieJar, refreshCookieRoute } from '../../../test/refresh-cookie';
import { renderWithProviders } from '../../../test/render';
import { installWebLocks, openTab } from '../../../test/web-locks';
import { assessSession, checkStoredSession } from './check-session';
import { SessionCheck } from './session-check';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// SPEC.md §4's session check, with the tokens out of a script's reach: the refresh token is the API's
// httpOnly cookie (the jar in test/refresh-cookie.ts stands for the browser's), the access token is in
// the tab's memory, and localStorage holds only the login's end and the user.

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

/** What a browser holds of a login in localStorage after a page load (no access token yet). */
function storeLogin(values: Partial<Record<string, string | null>> = {}) {
  const all = {
    refresh_token_expires: minutes(60 * 24 * 30),
    user: JSON.stringify({ id: 7, full_name: 'Rahima Akter' }),
    user_hd: JSON.stringify({ status: 1 }),
    ...values,
  };
  for (const [key, value] of Object.entries(all)) {
    if (value !== null) window.localStorage.setItem(key, value);
  }
}

const authKeys = [
  'access_token',
  'access_token_expires',
  'refresh_token',
  'refresh_token_expires',
  'user',
  'user_hd',
];
const storedAuth = () => authKeys.map((key) => window.localStorage.getItem(key));

let jar: ReturnType<typeof installCookieJar>;
beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  jar = installCookieJar(api);
  navigation.pathname = '/';
  navigation.router.push.mockClear();
});

describe('assessSession (SPEC.md §4)', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const tokens = {
    accessToken: 'a',
    accessTokenExpires: '2025-06-01T11:00:00Z',
    refreshTokenExpires: '2025-06-30T12:00:00Z',
    legacyRefreshToken: null,
  };

  it.each([
    ['a visitor (no login stored)', { refreshTokenExpires: null }, { action: 'keep' }],
    [
      "the tab's access token still valid",
      { accessTokenExpires: '2025-06-01T12:30:00Z' },
      { action: 'keep' },
    ],
    ["the tab's access token lapsed, the login valid", {}, { action: 'refresh' }],
    [
      'a page load (no access token in the tab)',
      { accessToken: null, accessTokenExpires: null },
      { action: 'refresh' },
    ],
    [
      'a refresh token an earlier version stored',
      { accessToken: null, accessTokenExpires: null, legacyRefreshToken: 'old-refresh' },
      { action: 'refresh', legacyRefreshToken: 'old-refresh' },
    ],
    [
      'the login ended',
      { refreshTokenExpires: '2025-06-01T11:59:59Z' },
      { action: 'end', message: 'sessionExpired' },
    ],
    [
      'a login end that is not a date (left to the server)',
      { refreshTokenExpires: 'soon' },
      { action: 'refresh' },
    ],
    [
      'an access expiry that is not a date',
      { accessTokenExpires: 'tomorrow-ish' },
      { action: 'end', message: 'invalidAccessTokenExpiry' },
    ],
  ] as const)('%s', (_, change, verdict) => {
    expect(assessSession({ ...tokens, ...change }, now)).toEqual(verdict);
  });
});

describe('session check on page load and route change', () => {
  function renderCheck(lang: 'en' | 'bn' = 'en') {
    return renderWithProviders(
      <>
        <SessionCheck />
        <AppToaster />
      </>,
      { lang, apiUrl: api.url },
    );
  }

  it('gets the tab an access token through the refresh cookie on page load, and keeps no token in storage', async () => {
    const answered = refreshCookieRoute(api, { valid: 'cookie-0' });
    jar.set('user', 'cookie-0');
    storeLogin();

    renderCheck();

    await waitFor(() => expect(passengerSession.readAccessToken()).toBe('access-1'));
    const [request] = api.requestsTo('POST /api/v3/user/refresh-token');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.body).toBe('channel=web');
    expect(request!.headers.cookie).toBe('pothik_refresh=cookie-0');
    expect(jar.value()).toBe('cookie-1');
    const [answer] = answered;
    expect(storedAuth()).toEqual([
      null,
      null,
      null,
      answer!.refreshTokenExpiresIn,
      JSON.stringify(answer!.user),
      JSON.stringify({ status: 1 }),
    ]);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Session expired. Please log in again.'],
    ['bn', 'সেশনের মেয়াদ শেষ। অনুগ্রহ করে আবার লগ ইন করুন।'],
  ] as const)(
    'clears the auth data, says the session expired and goes home when the login ended (%s)',
    async (lang, text) => {
      storeLogin({ refresh_token_expires: minutes(-1) });
      window.localStorage.setItem('detailsState', '{"note":"kept"}');

      renderCheck(lang);

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(storedAuth()).toEqual(authKeys.map(() => null));
      expect(window.localStorage.getItem('detailsState')).toBe('{"note":"kept"}');
      expect(navigation.router.push).toHaveBeenCalledWith('/');
      expect(api.requests).toHaveLength(0);
    },
  );

  it('ends the session the same way when the server refuses the cookie, which it clears', async () => {
    refreshCookieRoute(api, { valid: 'cookie-0' });
    jar.set('user', 'revoked');
    storeLogin();

    renderCheck();

    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(storedAuth()).toEqual(authKeys.map(() => null));
    expect(jar.value()).toBeNull();
    expect(navigation.router.push).toHaveBeenCalledWith('/');
  });

  it.each([
    ['en', 'Something went wrong. Data not found.'],
    ['bn', 'কিছু একটা ভুল হয়েছে। তথ্য পাওয়া যায়নি।'],
  ] as const)(
    'says data not found when the browser has no refresh token to send (%s)',
    async (lang, text) => {
      refreshCookieRoute(api, { valid: 'cookie-0' });
      storeLogin();

      renderCheck(lang);

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(api.requestsTo('POST /api/v3/user/refresh-token')[0]!.headers.cookie).toBeUndefined();
      expect(storedAuth()).toEqual(authKeys.map(() => null));
    },
  );

  it.each([
    ['en', 'Invalid Access Token Expiry Date'],
    ['bn', 'অ্যাক্সেস টোকেনের মেয়াদের তারিখ সঠিক নয়'],
  ] as const)('says the access expiry is invalid when it is not a date (%s)', async (lang, text) => {
    passengerSession.store(browserSessionData({ accessTokenExpiresIn: 'not-a-date' }));

    renderCheck(lang);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(passengerSession.readAccessToken()).toBeNull();
    expect(storedAuth()).toEqual(authKeys.map(() => null));
    expect(api.requests).toHaveLength(0);
  });

  it('leaves a tab whose access token is valid alone', async () => {
    passengerSession.store(browserSessionData({ access_token: 'held' }));
    const before = storedAuth();

    renderCheck();
    await act(() => checkStoredSession());

    expect(storedAuth()).toEqual(before);
    expect(passengerSession.readAccessToken()).toBe('held');
    expect(api.requests).toHaveLength(0);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it('keeps the stored login when the API cannot be reached, to try again on the next check', async () => {
    storeLogin();
    setApiBaseUrl('http://127.0.0.1:1');

    await expect(checkStoredSession()).resolves.toEqual({ outcome: 'unreachable' });
    expect(window.localStorage.getItem('refresh_token_expires')).not.toBeNull();
  });

  it('runs again after a route change, when the access token lapsed', async () => {
    passengerSession.store(browserSessionData({ access_token: 'held' }));
    const view = renderCheck();
    await act(async () => {});
    refreshCookieRoute(api, { valid: 'cookie-0' });
    jar.set('user', 'cookie-0');
    passengerSession.store(browserSessionData({ access_token: 'lapsed', accessTokenExpiresIn: minutes(-1) }));

    navigation.pathname = '/about-us';
    view.rerender(
      <>
        <SessionCheck />
        <AppToaster />
      </>,
    );

    await waitFor(() => expect(passengerSession.readAccessToken()).toBe('access-1'));
  });

  it('moves a login an earlier version kept in localStorage into the cookie', async () => {
    refreshCookieRoute(api, { valid: 'old-refresh' });
    storeLogin({
      access_token: 'old-access',
      access_token_expires: minutes(30),
      refresh_token: 'old-refresh',
    });

    renderCheck();

    await waitFor(() => expect(passengerSession.readAccessToken()).toBe('access-1'));
    expect(api.requestsTo('POST /api/v3/user/refresh-token')[0]!.body).toBe(
      'channel=web&refresh_token=old-refresh',
    );
    expect(jar.value()).toBe('cookie-1');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('access_token_expires')).toBeNull();
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
  });
});

describe('a call before the page check', () => {
  it('waits for the access token the refresh cookie gets it, and sends it', async () => {
    refreshCookieRoute(api, { valid: 'cookie-0' });
    api.on('GET /api/v3/user/profile', { status: 200, body: { data: {} } });
    jar.set('user', 'cookie-0');
    storeLogin();

    await apiFetch('/api/v3/user/profile', { auth: true });

    expect(api.requestsTo('GET /api/v3/user/profile')[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('leaves the message of a login it found ended to the page check, which tells it once', async () => {
    refreshCookieRoute(api, { valid: 'cookie-0' });
    api.on('GET /api/v3/user/profile', { status: 401, body: { message: 'Please log in again.' } });
    jar.set('user', 'revoked');
    storeLogin();

    // The renewal found the login ended: the call is answered 401 without going out with no token.
    await expect(apiFetch('/api/v3/user/profile', { auth: true })).resolves.toMatchObject({ status: 401 });
    expect(api.requestsTo('GET /api/v3/user/profile')).toEqual([]);

    await expect(checkStoredSession()).resolves.toEqual({ outcome: 'ended', message: 'sessionExpired' });
    await expect(checkStoredSession()).resolves.toEqual({ outcome: 'kept' });
  });

  it('does not tell that message after a new login', async () => {
    refreshCookieRoute(api, { valid: 'cookie-0' });
    jar.set('user', 'revoked');
    storeLogin();
    expect(await passengerSession.accessToken()).toBeNull();

    passengerSession.store(browserSessionData({ access_token: 'next-login' }));

    await expect(checkStoredSession()).resolves.toEqual({ outcome: 'kept' });
  });
});

describe('refresh across tabs', () => {
  let locks: { uninstall: () => void };
  afterEach(() => locks.uninstall());

  const loadTab = () =>
    openTab(
      async () => ({ ...(await import('./check-session')), ...(await import('@/lib/session')) }),
      api.url,
    );

  it('refreshes one tab after the other under the shared lock, so each sends the cookie the last one set', async () => {
    locks = installWebLocks();
    refreshCookieRoute(api, { valid: 'cookie-0' });
    jar.set('user', 'cookie-0');
    storeLogin();
    const tabOne = await loadTab();
    const tabTwo = await loadTab();

    const results = await Promise.all([tabOne.checkStoredSession(), tabTwo.checkStoredSession()]);

    expect(results).toEqual([{ outcome: 'refreshed' }, { outcome: 'refreshed' }]);
    const sent = api.requestsTo('POST /api/v3/user/refresh-token').map((r) => r.headers.cookie);
    expect(sent).toEqual(['pothik_refresh=cookie-0', 'pothik_refresh=cookie-1']);
    expect([tabOne.readAccessToken(), tabTwo.readAccessToken()]).toEqual(['access-1', 'access-2']);
    expect(jar.value()).toBe('cookie-2');
  });
});

describe('a login ended in another tab', () => {
  it("drops this tab's access token at once", async () => {
    passengerSession.store(browserSessionData({ access_token: 'held' }));
    window.localStorage.removeItem('refresh_token_expires');
    window.dispatchEvent(new StorageEvent('storage', { key: 'refresh_token_expires', newValue: null }));
    window.localStorage.setItem('refresh_token_expires', minutes(60));

    expect(passengerSession.readAccessToken()).toBeNull();
  });
});

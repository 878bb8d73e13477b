import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, sessionData, startFakeApi } from '../../../test/fake-api';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { installWebLocks, openTab, rotatingRefresh } from '../../../test/web-locks';
import { assessSession, checkStoredSession } from './check-session';
import { SessionCheck } from './session-check';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();

function storeLogin(values: Partial<Record<string, string | null>>) {
  const all = {
    access_token: 'old-access',
    access_token_expires: minutes(30),
    refresh_token: 'old-refresh',
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

beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  navigation.pathname = '/';
  navigation.router.push.mockClear();
});

describe('assessSession (SPEC.md §4)', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const tokens = {
    accessToken: 'a',
    accessTokenExpires: '2025-06-01T11:00:00Z',
    refreshToken: 'r',
    refreshTokenExpires: '2025-06-30T12:00:00Z',
  };

  it.each([
    ['a visitor (no access token)', { accessToken: null }, { action: 'keep' }],
    ['an access token still valid', { accessTokenExpires: '2025-06-01T12:30:00Z' }, { action: 'keep' }],
    ['only one expiry stored', { refreshTokenExpires: null }, { action: 'keep' }],
    ['access expired, refresh valid', {}, { action: 'refresh', refreshToken: 'r' }],
    [
      'both expired',
      { refreshTokenExpires: '2025-06-01T11:59:59Z' },
      { action: 'end', message: 'sessionExpired' },
    ],
    ['access expired, no refresh token', { refreshToken: null }, { action: 'end', message: 'dataNotFound' }],
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

  it('exchanges the refresh token (form body) for new tokens when the access token expired', async () => {
    const next = sessionData({ access_token: 'new-access', refresh_token: 'new-refresh' });
    api.on('POST /api/v3/user/refresh-token', rotatingRefresh('old-refresh', next));
    storeLogin({ access_token_expires: minutes(-1) });

    renderCheck();

    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBe('new-access'));
    const [request] = api.requestsTo('POST /api/v3/user/refresh-token');
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.body).toBe('refresh_token=old-refresh');
    expect(window.localStorage.getItem('access_token_expires')).toBe(next.accessTokenExpiresIn);
    expect(window.localStorage.getItem('refresh_token')).toBe('new-refresh');
    expect(window.localStorage.getItem('refresh_token_expires')).toBe(next.refreshTokenExpiresIn);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual(next.user);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Session expired. Please log in again.'],
    ['bn', 'সেশনের মেয়াদ শেষ। অনুগ্রহ করে আবার লগ ইন করুন।'],
  ] as const)(
    'clears the auth data, says the session expired and goes home when both expired (%s)',
    async (lang, text) => {
      storeLogin({ access_token_expires: minutes(-90), refresh_token_expires: minutes(-1) });
      window.localStorage.setItem('detailsState', '{"note":"kept"}');

      renderCheck(lang);

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(storedAuth()).toEqual(authKeys.map(() => null));
      expect(window.localStorage.getItem('detailsState')).toBe('{"note":"kept"}');
      expect(navigation.router.push).toHaveBeenCalledWith('/');
      expect(api.requests).toHaveLength(0);
    },
  );

  it('ends the session the same way when the server refuses the refresh token', async () => {
    api.on('POST /api/v3/user/refresh-token', { status: 401, body: { message: 'Please log in again.' } });
    storeLogin({ access_token_expires: minutes(-1) });

    renderCheck();

    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(storedAuth()).toEqual(authKeys.map(() => null));
    expect(navigation.router.push).toHaveBeenCalledWith('/');
  });

  it.each([
    ['en', 'Something went wrong. Data not found.'],
    ['bn', 'কিছু একটা ভুল হয়েছে। তথ্য পাওয়া যায়নি।'],
  ] as const)('says data not found when there is no refresh token to exchange (%s)', async (lang, text) => {
    storeLogin({ access_token_expires: minutes(-1), refresh_token: null });

    renderCheck(lang);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['en', 'Invalid Access Token Expiry Date'],
    ['bn', 'অ্যাক্সেস টোকেনের মেয়াদের তারিখ সঠিক নয়'],
  ] as const)('says the access expiry is invalid when it is not a date (%s)', async (lang, text) => {
    storeLogin({ access_token_expires: 'not-a-date' });

    renderCheck(lang);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('leaves a valid session alone', async () => {
    storeLogin({});
    const before = storedAuth();

    renderCheck();
    await act(() => checkStoredSession());

    expect(storedAuth()).toEqual(before);
    expect(api.requests).toHaveLength(0);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it('keeps the stored login when the API cannot be reached, to try again on the next check', async () => {
    storeLogin({ access_token_expires: minutes(-1) });
    setApiBaseUrl('http://127.0.0.1:1');

    await expect(checkStoredSession()).resolves.toEqual({ outcome: 'unreachable' });
    expect(window.localStorage.getItem('refresh_token')).toBe('old-refresh');
  });

  it('runs again after a route change', async () => {
    storeLogin({});
    const view = renderCheck();
    await act(async () => {});
    api.on(
      'POST /api/v3/user/refresh-token',
      rotatingRefresh('old-refresh', sessionData({ access_token: 'after-navigation' })),
    );
    window.localStorage.setItem('access_token_expires', minutes(-1));

    navigation.pathname = '/about-us';
    view.rerender(
      <>
        <SessionCheck />
        <AppToaster />
      </>,
    );

    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBe('after-navigation'));
  });
});

describe('refresh across tabs', () => {
  let locks: { uninstall: () => void };
  afterEach(() => locks.uninstall());

  it('refreshes once under the shared lock; the second tab uses the tokens the first stored', async () => {
    locks = installWebLocks();
    const next = sessionData({ access_token: 'tab-one-access', refresh_token: 'tab-one-refresh' });
    api.on('POST /api/v3/user/refresh-token', rotatingRefresh('old-refresh', next));
    storeLogin({ access_token_expires: minutes(-1) });
    const tabOne = await openTab(() => import('./check-session'), api.url);
    const tabTwo = await openTab(() => import('./check-session'), api.url);

    const results = await Promise.all([tabOne.checkStoredSession(), tabTwo.checkStoredSession()]);

    expect(results).toEqual([{ outcome: 'refreshed' }, { outcome: 'kept' }]);
    expect(api.requestsTo('POST /api/v3/user/refresh-token')).toHaveLength(1);
    expect(window.localStorage.getItem('access_token')).toBe('tab-one-access');
  });
});

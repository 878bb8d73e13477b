import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { apiFetch } from '@/lib/api-client';
import { passengerSession } from '@/lib/session';
import { browserSessionData, type FakeApi, startFakeApi } from '../../../test/fake-api';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
import { type CookieJar, cookieOf, installCookieJar, setRefreshCookie } from '../../../test/refresh-cookie';
import { renderWithProviders } from '../../../test/render';
import { useLogout } from './use-logout';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

// A browser's login: the refresh token is the API's cookie (the jar), the access token in memory.
let jar: CookieJar;
beforeEach(() => {
  api.reset();
  jar = installCookieJar(api);
  jar.set('user', 'refresh-1');
  navigation.router.push.mockClear();
  window.sessionStorage.clear();
  passengerSession.store(browserSessionData({ access_token: 'access-1' }));
  window.localStorage.setItem('user_hd', '{"status":1}');
  window.sessionStorage.setItem('tripDraft', '{"step":2}');
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

function renderLogout(lang: 'en' | 'bn' = 'en', apiUrl = api.url) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <LogoutButton />
      <AppToaster />
    </>,
    { lang, apiUrl },
  );
  return user;
}

const authKeys = [
  'access_token',
  'access_token_expires',
  'refresh_token',
  'refresh_token_expires',
  'user',
  'user_hd',
];

describe('logout (SPEC.md §4)', () => {
  it.each([
    ['en', 'Logout successful'],
    ['bn', 'সফলভাবে লগ আউট হয়েছে'],
  ] as const)(
    'revokes the refresh cookie, clears both storages, says so and goes home (%s)',
    async (lang, text) => {
      api.on('DELETE /api/v3/user/refresh-token', {
        status: 200,
        body: { message: 'Logout successful', code: 'logoutSuccess' },
        headers: setRefreshCookie(api, 'user', null),
      });
      const user = renderLogout(lang);

      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText(text)).toBeInTheDocument();
      const [request] = api.requestsTo('DELETE /api/v3/user/refresh-token');
      expect(cookieOf(request!)).toBe('refresh-1');
      // The access token goes along, so the API refuses it from now on too.
      expect(request!.headers.authorization).toBe('Bearer access-1');
      expect(jar.value()).toBeNull();
      expect(passengerSession.readAccessToken()).toBeNull();
      for (const key of authKeys) expect(window.localStorage.getItem(key)).toBeNull();
      expect(window.sessionStorage.length).toBe(0);
      expect(navigation.router.push).toHaveBeenCalledWith('/');
    },
  );

  it.each([
    ['en', 'Logout failed'],
    ['bn', 'লগ আউট ব্যর্থ হয়েছে'],
  ] as const)(
    'says the logout failed and keeps the session when the server refuses (%s)',
    async (lang, text) => {
      api.on('DELETE /api/v3/user/refresh-token', {
        status: 500,
        body: { message: 'Something went wrong!' },
      });
      const user = renderLogout(lang);

      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(passengerSession.readAccessToken()).toBe('access-1');
      expect(jar.value()).toBe('refresh-1');
      expect(window.sessionStorage.getItem('tripDraft')).toBe('{"step":2}');
      expect(navigation.router.push).not.toHaveBeenCalled();
    },
  );

  it('says the logout failed when the API cannot be reached', async () => {
    const user = renderLogout('en', 'http://127.0.0.1:1');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(passengerSession.readAccessToken()).toBe('access-1');
  });

  // A tab with no access token yet (the page's refresh did not come back) still ends the cookie's login.
  it('ends the login by its cookie alone when the tab holds no access token', async () => {
    api.on('DELETE /api/v3/user/refresh-token', {
      status: 200,
      body: { message: 'Logout successful', code: 'logoutSuccess' },
      headers: setRefreshCookie(api, 'user', null),
    });
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    const user = renderLogout();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    const [request] = api.requestsTo('DELETE /api/v3/user/refresh-token');
    expect(cookieOf(request!)).toBe('refresh-1');
    expect(request!.headers.authorization).toBeUndefined();
    await waitFor(() => expect(window.localStorage.getItem('refresh_token_expires')).toBeNull());
  });
});

describe("the page's calls around a logout", () => {
  const logoutAnswer = (status: number) =>
    api.on(
      'DELETE /api/v3/user/refresh-token',
      status === 200
        ? {
            status,
            body: { message: 'Logout successful', code: 'logoutSuccess' },
            headers: setRefreshCookie(api, 'user', null),
          }
        : { status, body: { message: 'Something went wrong!' } },
    );

  /** A profile read the API holds until released (a poll on a slow network). */
  function heldProfile() {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on('GET /api/v3/user/profile', async () => {
      await held;
      return { status: 200, body: { data: {} } };
    });
    return release;
  }

  // A poll the API answered after the logout revoked its token came back refused (a 401 in the console).
  it('lets a call under way finish before the token is revoked, and does not send one made meanwhile', async () => {
    const release = heldProfile();
    logoutAnswer(200);
    const user = renderLogout();
    const underWay = apiFetch('/api/v3/user/profile', { auth: true });
    await waitFor(() => expect(api.requestsTo('GET /api/v3/user/profile')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const meanwhile = apiFetch('/api/v3/user/profile', { auth: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requestsTo('DELETE /api/v3/user/refresh-token')).toEqual([]);
    release();

    await expect(underWay).resolves.toMatchObject({ ok: true, status: 200 });
    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    await expect(meanwhile).resolves.toMatchObject({ ok: false, status: 401 });
    expect(api.requestsTo('GET /api/v3/user/profile')).toHaveLength(1);
    expect(api.requestsTo('DELETE /api/v3/user/refresh-token')[0]!.headers.authorization).toBe(
      'Bearer access-1',
    );
  });

  it('sends the calls that waited with the login when the logout failed', async () => {
    api.on('GET /api/v3/user/profile', { status: 200, body: { data: {} } });
    logoutAnswer(500);
    const user = renderLogout();

    const clicked = user.click(screen.getByRole('button', { name: 'Logout' }));
    const meanwhile = apiFetch('/api/v3/user/profile', { auth: true });
    await clicked;

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    await expect(meanwhile).resolves.toMatchObject({ ok: true, status: 200 });
    const [sent] = api.requestsTo('GET /api/v3/user/profile');
    expect(sent!.headers.authorization).toBe('Bearer access-1');
  });
});

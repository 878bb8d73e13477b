import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
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

beforeEach(() => {
  api.reset();
  navigation.router.push.mockClear();
  window.sessionStorage.clear();
  window.localStorage.setItem('access_token', 'access-1');
  window.localStorage.setItem('access_token_expires', new Date(now.getTime() + 3_600_000).toISOString());
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('refresh_token_expires', new Date(now.getTime() + 86_400_000).toISOString());
  window.localStorage.setItem('user', '{"id":7}');
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
    'revokes the refresh token, clears both storages, says so and goes home (%s)',
    async (lang, text) => {
      api.on('POST /api/v3/user/logout', {
        status: 200,
        body: { message: 'Logout successful', code: 'logoutSuccess' },
      });
      const user = renderLogout(lang);

      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText(text)).toBeInTheDocument();
      const [request] = api.requestsTo('POST /api/v3/user/logout');
      expect(JSON.parse(request!.body)).toEqual({ refresh_token: 'refresh-1' });
      // The access token goes along, so the API refuses it from now on too.
      expect(request!.headers.authorization).toBe('Bearer access-1');
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
      api.on('POST /api/v3/user/logout', { status: 500, body: { message: 'Something went wrong!' } });
      const user = renderLogout(lang);

      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(window.localStorage.getItem('access_token')).toBe('access-1');
      expect(window.localStorage.getItem('refresh_token')).toBe('refresh-1');
      expect(window.sessionStorage.getItem('tripDraft')).toBe('{"step":2}');
      expect(navigation.router.push).not.toHaveBeenCalled();
    },
  );

  it('says the logout failed when the API cannot be reached', async () => {
    const user = renderLogout('en', 'http://127.0.0.1:1');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(window.localStorage.getItem('access_token')).toBe('access-1');
  });

  it('clears a session that has no refresh token without calling the server', async () => {
    window.localStorage.removeItem('refresh_token');
    const user = renderLogout();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logout successful')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('access_token')).toBeNull());
    expect(api.requests).toHaveLength(0);
  });
});

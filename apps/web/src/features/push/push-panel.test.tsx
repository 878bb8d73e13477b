import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PassengerPushPanel } from './passenger-push-panel';

// The push section on /profile against a local fake of the API. jsdom has no service worker or
// PushManager, as a browser without push has none: the device switch says so, and the choices per
// kind still work.

const SETTINGS = 'GET /api/v3/user/push';
const PREFERENCES = 'POST /api/v3/user/push/preferences';
const settings = (enabled: boolean) => ({
  enabled,
  public_key: enabled ? 'B'.repeat(87) : null,
  kinds: [
    { kind: 'first_bid', enabled: true, essential: false },
    { kind: 'booked', enabled: true, essential: true },
  ],
  districts: [],
  subscribed: null,
});

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storeLogin();
});
afterEach(() => window.localStorage.clear());

describe('PassengerPushPanel', () => {
  it('says in Bangla that this browser cannot show notifications, and saves the choices per kind', async () => {
    api.on(SETTINGS, { status: 200, body: { data: settings(true) } });
    api.on(PREFERENCES, {
      status: 200,
      body: {
        data: settings(true),
        message: 'Your notification choices are saved.',
        code: 'pushPreferencesSaved',
      },
    });
    renderWithProviders(<PassengerPushPanel />, { apiUrl: api.url, lang: 'bn' });
    expect(await screen.findByText(/এই ব্রাউজার সাইটের নোটিফিকেশন দেখাতে পারে না/)).toBeTruthy();
    const booked = screen.getByRole('checkbox', { name: /ট্রিপ বুক হয়েছে/ }) as HTMLInputElement;
    expect([booked.checked, booked.disabled]).toEqual([true, true]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'আমার ট্রিপে প্রথম বিড' }));
    await user.click(screen.getByRole('button', { name: 'পছন্দ সংরক্ষণ করুন' }));
    await vi.waitFor(() => expect(api.requestsTo(PREFERENCES)).toHaveLength(1));
    const [sent] = api.requestsTo(PREFERENCES);
    expect(JSON.parse(sent!.body)).toEqual({ kinds: [{ kind: 'first_bid', enabled: false }] });
  });

  it('says push is not available when the API has it off, and offers no choices', async () => {
    api.on(SETTINGS, { status: 200, body: { data: settings(false) } });
    renderWithProviders(<PassengerPushPanel />, { apiUrl: api.url, lang: 'en' });
    expect(await screen.findByText('Notifications are not available here yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save choices' })).toBeNull();
  });
});

import { optionalNotificationKinds } from '@pothik/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { DriverSmsPreferences, driverSession } from '@/features/driver';
import { type FakeApi, sessionData, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PassengerSmsPreferences } from './passenger-sms-preferences';

// The "Text messages" choices on /profile and the driver's account page, against a local fake of the
// API's GET/PUT /notification-preferences (every optional kind on each channel, as the API answers).

const PASSENGER = '/api/v3/user/notification-preferences';
const DRIVER = '/api/v3/driver/notification-preferences';

/** The API's answer: every optional kind on SMS and push; `off` lists the SMS kinds switched off. */
const preferences = (off: string[] = []) =>
  optionalNotificationKinds.flatMap((kind) =>
    (['sms', 'push'] as const).map((channel) => ({
      kind,
      channel,
      enabled: !(channel === 'sms' && off.includes(kind)),
    })),
  );

const texts = {
  en: {
    title: 'Text messages',
    booked: /A trip is booked/,
    arrived: 'The driver has arrived',
    cancel: 'My cancellation request is decided',
    completed: 'Thanks after a trip, with a link to tell us how it went',
    ticket: 'Support answered my ticket',
    save: 'Save text message choices',
    saved: 'Your text message choices are saved.',
    failed: 'Something went wrong!',
  },
  bn: {
    title: 'টেক্সট মেসেজ',
    booked: /ট্রিপ বুক হয়েছে/,
    arrived: 'চালক পৌঁছেছেন',
    cancel: 'আমার বাতিলের অনুরোধের সিদ্ধান্ত',
    completed: 'ট্রিপের পর ধন্যবাদ, কেমন ছিল জানানোর লিংকসহ',
    ticket: 'সাপোর্ট আমার টিকিটের উত্তর দিয়েছে',
    save: 'মেসেজের পছন্দ সংরক্ষণ করুন',
    saved: 'আপনার মেসেজের পছন্দ সংরক্ষিত হয়েছে।',
    failed: 'কিছু একটা ভুল হয়েছে!',
  },
} as const;

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

function render(ui: React.ReactElement, lang: 'en' | 'bn') {
  renderWithProviders(
    <>
      {ui}
      <AppToaster />
    </>,
    { apiUrl: api.url, lang },
  );
  return userEvent.setup();
}

const box = (section: HTMLElement, name: string | RegExp) =>
  within(section).getByRole('checkbox', { name }) as HTMLInputElement;

describe.each(['en', 'bn'] as const)('text message choices on /profile, in %s', (lang) => {
  const t = texts[lang];

  it('shows the saved choices and sends the changed ones', async () => {
    api.on(`GET ${PASSENGER}`, { status: 200, body: { data: preferences(['cancel_decided']) } });
    api.on(`PUT ${PASSENGER}`, {
      status: 200,
      body: { data: preferences(['cancel_decided', 'driver_arrived']) },
    });
    const user = render(<PassengerSmsPreferences />, lang);
    const section = await screen.findByRole('region', { name: t.title });
    await within(section).findByRole('checkbox', { name: t.arrived });
    const booked = box(section, t.booked);
    expect([booked.checked, booked.disabled]).toEqual([true, true]);
    expect(box(section, t.arrived).checked).toBe(true);
    expect(box(section, t.cancel).checked).toBe(false);
    expect(box(section, t.completed).checked).toBe(true);

    await user.click(box(section, t.arrived));
    await user.click(within(section).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    const [sent] = api.requestsTo(`PUT ${PASSENGER}`);
    expect(sent!.headers.authorization).toBe('Bearer access-1');
    expect(JSON.parse(sent!.body)).toEqual({
      preferences: [
        { kind: 'driver_on_my_way', channel: 'sms', enabled: true },
        { kind: 'driver_arrived', channel: 'sms', enabled: false },
        { kind: 'cancel_decided', channel: 'sms', enabled: false },
        { kind: 'trip_completed', channel: 'sms', enabled: true },
        { kind: 'ticket_reply', channel: 'sms', enabled: true },
      ],
    });
    expect(box(section, t.arrived).checked).toBe(false);
  });

  it('says so when the save fails, and keeps the choice on screen', async () => {
    api.on(`GET ${PASSENGER}`, { status: 200, body: { data: preferences() } });
    api.on(`PUT ${PASSENGER}`, { status: 500, body: { message: 'Internal Server Error' } });
    const user = render(<PassengerSmsPreferences />, lang);
    const section = await screen.findByRole('region', { name: t.title });
    await user.click(await within(section).findByRole('checkbox', { name: t.completed }));
    await user.click(within(section).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.failed)).toBeInTheDocument();
    expect(screen.queryByText(t.saved)).toBeNull();
    expect(box(section, t.completed).checked).toBe(false);
    await vi.waitFor(() => expect(within(section).getByRole('button', { name: t.save })).toBeEnabled());
  });
});

describe('text message choices on the driver account page', () => {
  it.each(['en', 'bn'] as const)(
    'shows the booking as always on and support replies as a choice, as this driver, in %s',
    async (lang) => {
      driverSession.store(sessionData({ access_token: 'driver-access' }));
      api.on(`GET ${DRIVER}`, {
        status: 200,
        body: { data: preferences(['driver_arrived', 'ticket_reply']) },
      });
      render(<DriverSmsPreferences />, lang);
      const section = await screen.findByRole('region', { name: texts[lang].title });
      await within(section).findByRole('checkbox', { name: texts[lang].ticket });
      const booked = box(section, texts[lang].booked);
      expect([booked.checked, booked.disabled]).toEqual([true, true]);
      const ticket = box(section, texts[lang].ticket);
      expect([ticket.checked, ticket.disabled]).toEqual([false, false]);
      // A passenger's kinds are never offered to a driver.
      expect(within(section).getAllByRole('checkbox')).toHaveLength(2);
      expect(within(section).getByRole('button', { name: texts[lang].save })).toBeInTheDocument();
      expect(api.requestsTo(`GET ${DRIVER}`)[0]!.headers.authorization).toBe('Bearer driver-access');
    },
  );
});

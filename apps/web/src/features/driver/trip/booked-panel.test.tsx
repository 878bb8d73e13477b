import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, sessionData, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { driverSession } from '../session/driver-session';
import { driverTripItem } from '../testing/driver-fixtures';
import { BookedPanel } from './booked-panel';
import { isFixDue, SHARE_MAX_INTERVAL_MS, SHARE_MIN_INTERVAL_MS } from './use-location-sharing';

// The booked driver's steps before check-in (DESIGN.md §15): "On my way" before "I have arrived", and
// from then the phone's location shared, or plainly why not.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  driverSession.store(sessionData({ access_token: 'driver-access' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const booked = (overrides = {}) =>
  driverTripItem({
    id: 41,
    status: 'confirmed',
    passenger: { name: 'Nadia', mobile: '01711000000' },
    fare: 9000,
    confirmed_at: '2030-03-15T03:00:00.000Z',
    ...overrides,
  }).trip;

/** A geolocation that answers every watch with `error` (PERMISSION_DENIED is 1). */
function deniedGeolocation() {
  const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' };
  const geolocation = {
    watchPosition: vi.fn((_ok: unknown, fail: (e: typeof denied) => void) => {
      fail(denied);
      return 1;
    }),
    getCurrentPosition: vi.fn(),
    clearWatch: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation;
}

describe('a booked trip on the driver’s screen', () => {
  it('offers "On my way" before "I have arrived", and tells the passenger', async () => {
    api.on('POST /api/v3/driver/trips/41/on-my-way', {
      status: 200,
      body: {
        message:
          'The passenger has been told that you are on your way. Your location is now shared with them.',
        code: 'driverOnMyWay',
        data: { trip: booked({ on_my_way_at: '2030-03-15T03:10:00.000Z' }) },
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(<BookedPanel trip={booked()} onChanged={onChanged} />, { apiUrl: api.url });
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['On my way', 'I have arrived', 'Cancel trip', 'SOS']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'On my way' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.requestsTo('POST /api/v3/driver/trips/41/on-my-way')).toHaveLength(1);
  });

  it('cancels only after a reason and a confirm, saying it counts against the driver', async () => {
    api.on('POST /api/v3/driver/trips/41/cancel', {
      status: 200,
      body: {
        message: 'The trip is cancelled and open for other drivers. It counts against your reliability.',
        code: 'driverTripCancelled',
        data: { trip_id: 41, status: 'requested', bids_live_again: 2 },
      },
    });
    const onChanged = vi.fn();
    renderWithProviders(<BookedPanel trip={booked()} onChanged={onChanged} />, { apiUrl: api.url });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel trip' }));
    expect(screen.getByText(/counts against your reliability/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the trip' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reason to cancel.');
    expect(api.requestsTo('POST /api/v3/driver/trips/41/cancel')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Why are you cancelling?'), 'My car broke down');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel the trip' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const sent = api.requestsTo('POST /api/v3/driver/trips/41/cancel');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ reason: 'car_breakdown' });
  });

  it('names the reasons in Bangla', async () => {
    renderWithProviders(<BookedPanel trip={booked()} onChanged={vi.fn()} />, { lang: 'bn' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'ট্রিপ বাতিল করুন' }));
    expect(screen.getByRole('option', { name: 'আমার গাড়ি নষ্ট হয়ে গেছে' })).toBeInTheDocument();
  });

  it('says plainly when location permission is denied, in either language', async () => {
    const geolocation = deniedGeolocation();
    const trip = booked({ on_my_way_at: '2030-03-15T03:10:00.000Z' });
    const { unmount } = renderWithProviders(<BookedPanel trip={trip} onChanged={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Location permission is denied, so the passenger cannot see where you are.',
    );
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);
    // Set off already: only "I have arrived" is left.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'I have arrived',
      'Cancel trip',
      'SOS',
    ]);
    unmount();
    expect(geolocation.clearWatch).toHaveBeenCalledWith(1);
    renderWithProviders(<BookedPanel trip={trip} onChanged={vi.fn()} />, { lang: 'bn' });
    expect(await screen.findByRole('alert')).toHaveTextContent('লোকেশনের অনুমতি দেওয়া হয়নি');
  });

  it('says what the passenger paid ahead and what to collect in cash', () => {
    renderWithProviders(
      <BookedPanel trip={booked({ advance_paid: 929, cash_due: 8361 })} onChanged={vi.fn()} />,
      { lang: 'bn' },
    );
    expect(screen.getByText('পথিকের মাধ্যমে অগ্রিম পরিশোধিত: ৳৯২৯')).toBeInTheDocument();
    expect(screen.getByText('নগদে নেবেন: ৳৮,৩৬১')).toBeInTheDocument();
  });

  it('shares nothing before "On my way"', () => {
    const geolocation = deniedGeolocation();
    renderWithProviders(<BookedPanel trip={booked()} onChanged={vi.fn()} />);
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('which fixes are sent', () => {
  const gulshan = { lat: 23.7925, lng: 90.4078, at: 0 };
  it('sends a point every 10 s, or after 50 m but never within 5 s', () => {
    expect(isFixDue(undefined, gulshan)).toBe(true);
    const north = (m: number, at: number) => ({ ...gulshan, lat: gulshan.lat + m / 111_320, at });
    expect(isFixDue(gulshan, north(10, SHARE_MIN_INTERVAL_MS))).toBe(false);
    expect(isFixDue(gulshan, north(60, SHARE_MIN_INTERVAL_MS))).toBe(true);
    expect(isFixDue(gulshan, north(500, SHARE_MIN_INTERVAL_MS - 1))).toBe(false);
    expect(isFixDue(gulshan, north(0, SHARE_MAX_INTERVAL_MS))).toBe(true);
  });
});

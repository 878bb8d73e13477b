import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RuntimeConfigProvider } from '@/config/runtime-config';
import { LoginDialogProvider } from '@/features/auth';
import { en } from '@/i18n/messages';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { answerPlaceSearch, testPlaces } from '../../../test/fixtures/places-fixtures';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
import { renderWithProviders, testConfig } from '../../../test/render';
import { type DateTimeInputs, defaultPickupInputs, toDhakaInputs } from './dhaka-date-time';
import { TripChooser } from './trip-chooser';
import type { TripDetails } from './trip-form-values';
import { TripRequestForm } from './trip-request-form';
import { fareEstimateAnswer, storeTestSession, testCars } from './trip-test-data.fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);

// Back on the home page (the request page's "Change trip", or a login left half-way), the
// chooser refills itself from `detailsState` so one entry can be changed and the trip continued.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  answerPlaceSearch(api);
  api.on('POST /api/v3/fare-estimate', fareEstimateAnswer());
  navigation.router.push.mockClear();
});

const gulshan = {
  address: 'Gulshan 1, Gulshan, Dhaka',
  lat: testPlaces.gulshan.lat,
  lng: testPlaces.gulshan.lng,
};
const zindabazar = {
  address: 'Zindabazar, Sylhet, Sylhet Division',
  lat: testPlaces.zindabazar.lat,
  lng: testPlaces.zindabazar.lng,
};
const inDays = (days: number) => toDhakaInputs(new Date(now.getTime() + days * 86_400_000));
const pickupInputs = inDays(3);
const returnInputs = inDays(5);

function details(overrides: Partial<TripDetails> = {}): TripDetails {
  return {
    category: 'car_rental',
    trip_type: 'one_way',
    car_type: 'sedan',
    pickup: gulshan,
    dropoff: zindabazar,
    location: null,
    airport_code: '',
    hours: '4',
    pickup_date: pickupInputs.date,
    pickup_time: '10:30',
    return_date: returnInputs.date,
    return_time: '18:00',
    bid_amount: '',
    flight_number: '',
    note: '',
    ...overrides,
  };
}

const airportTrip = details({
  category: 'airport_rental',
  trip_type: 'from_home',
  pickup: null,
  dropoff: null,
  location: gulshan,
  airport_code: 'ZYL',
  car_type: 'noah',
});

function save(saved: unknown) {
  window.localStorage.setItem('detailsState', JSON.stringify(saved));
}

function renderChooser() {
  const user = userEvent.setup();
  renderWithProviders(<TripChooser cars={testCars} />, { apiUrl: api.url });
  return user;
}

const savedDetails = () => JSON.parse(window.localStorage.getItem('detailsState')!);
const inputValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const inputsShown = (which: 'Pickup' | 'Return'): DateTimeInputs => ({
  date: inputValue(`${which} date`),
  time: inputValue(`${which} time`),
});

describe('home chooser after hydration', () => {
  it('renders the defaults on the server and the saved entries once hydrated, without a mismatch', async () => {
    // The same tree renderWithProviders mounts, rendered to HTML as the server sends it (the server
    // has no storage: the entries are saved only in the browser).
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Dhaka">
        <RuntimeConfigProvider value={{ ...testConfig, apiUrl: api.url }}>
          <LoginDialogProvider>
            <TripChooser cars={testCars} />
          </LoginDialogProvider>
        </RuntimeConfigProvider>
      </NextIntlClientProvider>,
    );
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = html;
    save(airportTrip);
    const server = within(container);
    expect(server.getByRole('tab', { name: 'Car Rental' })).toHaveAttribute('aria-selected', 'true');
    expect(server.queryByRole('radio', { name: 'From home' })).not.toBeInTheDocument();
    expect(server.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
    expect(server.getByLabelText('Pickup date')).toHaveValue('');

    const hydrationErrors: unknown[] = [];
    renderWithProviders(<TripChooser cars={testCars} />, {
      apiUrl: api.url,
      container,
      hydrate: true,
      onRecoverableError: (error) => hydrationErrors.push(error),
    });

    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Airport Rental' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('radio', { name: 'From home' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(gulshan.address);
    expect(screen.getByLabelText('Airport')).toHaveValue('ZYL');
    expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).toBeChecked();
    expect(inputsShown('Pickup')).toEqual({ date: pickupInputs.date, time: '10:30' });
    expect(hydrationErrors).toEqual([]);
  });

  it('shows the defaults to a passenger who never started a trip', async () => {
    const before = defaultPickupInputs(new Date());
    renderChooser();

    await waitFor(() => expect(screen.getByLabelText('Pickup date')).not.toHaveValue(''));
    expect(screen.getByRole('tab', { name: 'Car Rental' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Sedan Economy 4 seats' })).toBeChecked();
    expect([before, defaultPickupInputs(new Date())]).toContainEqual(inputsShown('Pickup'));
  });

  it('keeps the defaults when storage holds something that is not a trip', async () => {
    save({ hello: 'world' });
    renderChooser();

    await waitFor(() => expect(screen.getByLabelText('Pickup date')).not.toHaveValue(''));
    expect(screen.getByRole('tab', { name: 'Car Rental' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
  });
});

describe('changing one entry and going on', () => {
  it('refills a round trip with its places, times and car, and continues with the changed car', async () => {
    storeTestSession();
    save(details({ trip_type: 'round_way', car_type: 'noah' }));
    const user = renderChooser();

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Round way' })).toBeChecked());
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(gulshan.address);
    expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(zindabazar.address);
    expect(inputsShown('Pickup')).toEqual({ date: pickupInputs.date, time: '10:30' });
    expect(inputsShown('Return')).toEqual({ date: returnInputs.date, time: '18:00' });
    expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).toBeChecked();

    // The refilled places price the trip as they are.
    await user.click(screen.getByRole('button', { name: 'Get Fare' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).toHaveAccessibleDescription(
        '৳7,900 – ৳9,650',
      ),
    );
    expect(JSON.parse(api.requestsTo('POST /api/v3/fare-estimate')[0]!.body)).toEqual({
      trip_type: 'round_way',
      pickup: { lat: gulshan.lat, lng: gulshan.lng },
      dropoff: { lat: zindabazar.lat, lng: zindabazar.lng },
    });

    await user.click(screen.getByRole('radio', { name: 'HiAce 11 seats' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/trip-request'));
    expect(savedDetails()).toMatchObject({
      category: 'car_rental',
      trip_type: 'round_way',
      car_type: 'hiace',
      pickup: gulshan,
      dropoff: zindabazar,
      pickup_date: pickupInputs.date,
      pickup_time: '10:30',
      return_date: returnInputs.date,
      return_time: '18:00',
    });
  });

  it('refills an hourly trip, replacing a pickup time that has passed with the default', async () => {
    save(details({ trip_type: 'hourly', hours: '6', dropoff: null, ...pastPickup() }));
    const before = defaultPickupInputs(new Date());
    renderChooser();

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked());
    expect(screen.getByLabelText('Hours')).toHaveValue('6');
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(gulshan.address);
    expect([before, defaultPickupInputs(new Date())]).toContainEqual(inputsShown('Pickup'));
  });

  it('keeps each tab its own trip type when switching after a refill', async () => {
    save(airportTrip);
    const user = renderChooser();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'From home' })).toBeChecked());

    await user.click(screen.getByRole('tab', { name: 'Car Rental' }));
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Airport Rental' }));

    expect(screen.getByRole('radio', { name: 'From home' })).toBeChecked();
    expect(screen.getByLabelText('Airport')).toHaveValue('ZYL');
  });

  it('brings back what was changed on the request page ("Change trip")', async () => {
    storeTestSession();
    save(details({ car_type: 'noah' }));
    const user = userEvent.setup();
    renderWithProviders(<TripRequestForm category="car_rental" cars={testCars} selection={{}} />, {
      apiUrl: api.url,
    });
    await user.click(screen.getByRole('radio', { name: 'Round way' }));
    await user.click(screen.getByRole('radio', { name: 'HiAce 11 seats' }));
    await user.type(screen.getByLabelText('Your offer (optional)'), '9000');
    cleanup();

    const home = renderChooser();

    await waitFor(() => expect(screen.getByRole('radio', { name: 'Round way' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'HiAce 11 seats' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(zindabazar.address);
    await home.click(screen.getByRole('radio', { name: 'Hourly' }));
    await home.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/trip-request'));
    // The offer is not on the home page, but goes on to the request page with the rest.
    expect(savedDetails()).toMatchObject({ trip_type: 'hourly', car_type: 'hiace', bid_amount: '9000' });
  });
});

function pastPickup(): Pick<TripDetails, 'pickup_date' | 'pickup_time'> {
  const { date, time } = inDays(-1);
  return { pickup_date: date, pickup_time: time };
}

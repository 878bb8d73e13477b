import { dhakaIsoDay } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { answerPlaceSearch, testPlaces } from '../../../test/fixtures/places-fixtures';
import { navigation } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { dhakaDateInDays } from './dhaka-date-time';
import { TripChooser } from './trip-chooser';
import { fareEstimateAnswer, storeTestSession, testCars } from './trip-test-data.fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

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

type User = ReturnType<typeof userEvent.setup>;

function renderChooser(lang: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<TripChooser cars={testCars} />, { lang, apiUrl: api.url });
  return user;
}

async function choosePlace(user: User, label: string, typed: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

const point = (place: { lat: number; lng: number }) => ({ lat: place.lat, lng: place.lng });
const fareBodies = () => api.requestsTo('POST /api/v3/fare-estimate').map((r) => JSON.parse(r.body));

async function fillOneWay(user: User) {
  await choosePlace(user, 'Pickup location', 'Gul', /^Gulshan 1/);
  await choosePlace(user, 'Drop-off location', 'Zin', /^Zindabazar/);
}

describe('Get Fare', () => {
  it('prices a one-way trip between the two chosen places and shows every car type at once', async () => {
    const user = renderChooser();
    await fillOneWay(user);

    await user.click(screen.getByRole('button', { name: 'Get Fare' }));

    expect(await screen.findByText(/^Estimated fares are shown on each car type/)).toBeInTheDocument();
    expect(fareBodies()).toEqual([
      { trip_type: 'one_way', pickup: point(testPlaces.gulshan), dropoff: point(testPlaces.zindabazar) },
    ]);
    const cars = screen.getByRole('group', { name: 'Car type' });
    expect(within(cars).getByRole('radio', { name: 'Sedan Economy 4 seats' })).toHaveAccessibleDescription(
      '৳5,300 – ৳6,450',
    );
    expect(within(cars).getByRole('radio', { name: 'Noah 7 seats' })).toHaveAccessibleDescription(
      '৳7,900 – ৳9,650',
    );
    expect(within(cars).getByRole('radio', { name: 'HiAce 11 seats' })).toHaveAccessibleDescription(
      '৳9,950 – ৳12,150',
    );
    expect(api.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('prices a round trip, and an hourly trip by its hours alone', async () => {
    const user = renderChooser();
    await user.click(screen.getByRole('radio', { name: 'Round way' }));
    await fillOneWay(user);
    expect(screen.getByLabelText('Return date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Fare' }));
    await screen.findByText(/^Estimated fares/);

    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(screen.queryByRole('combobox', { name: 'Drop-off location' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hours'), '6 hours');
    await user.click(screen.getByRole('button', { name: 'Get Fare' }));

    await waitFor(() => expect(fareBodies()).toHaveLength(2));
    expect(fareBodies()).toEqual([
      { trip_type: 'round_way', pickup: point(testPlaces.gulshan), dropoff: point(testPlaces.zindabazar) },
      { trip_type: 'hourly', hours: 6 },
    ]);
  });

  it('prices an airport trip between the airport and the passenger location', async () => {
    const user = renderChooser();
    await user.click(screen.getByRole('tab', { name: 'Airport Rental' }));
    expect(screen.getByRole('radio', { name: 'From airport' })).toBeChecked();
    await user.selectOptions(
      screen.getByLabelText('Airport'),
      'Hazrat Shahjalal International Airport (Dhaka)',
    );
    await choosePlace(user, 'Drop-off location', 'Gul', /^Gulshan 1/);
    await user.click(screen.getByRole('button', { name: 'Get Fare' }));
    await screen.findByText(/^Estimated fares/);

    await user.click(screen.getByRole('radio', { name: 'From home' }));
    // From home the passenger's location is where the trip starts.
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(
      'Gulshan 1, Gulshan, Dhaka',
    );
    await user.click(screen.getByRole('button', { name: 'Get Fare' }));

    await waitFor(() => expect(fareBodies()).toHaveLength(2));
    expect(fareBodies()).toEqual([
      { trip_type: 'from_airport', airport_code: 'DAC', location: point(testPlaces.gulshan) },
      { trip_type: 'from_home', airport_code: 'DAC', location: point(testPlaces.gulshan) },
    ]);
  });

  it('shows the ranges with Bengali digits in Bangla', async () => {
    const user = renderChooser('bn');
    await choosePlace(user, 'পিকআপের স্থান', 'গুল', /^গুলশান ১/);
    await choosePlace(user, 'গন্তব্যের স্থান', 'জিন', /^জিন্দাবাজার/);

    await user.click(screen.getByRole('button', { name: 'ভাড়া দেখুন' }));

    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'নোয়া ৭ আসন' })).toHaveAccessibleDescription('৳৭,৯০০ – ৳৯,৬৫০'),
    );
  });

  it('offers 1 to 12 hours for an hourly trip, with Bengali digits in Bangla', async () => {
    const user = renderChooser('bn');
    await user.click(screen.getByRole('radio', { name: 'ঘণ্টাভিত্তিক' }));

    const hours = screen.getByLabelText('ঘণ্টা');
    const options = within(hours)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(12);
    expect(options[0]).toBe('১ ঘণ্টা');
    expect(options[11]).toBe('১২ ঘণ্টা');
    await user.selectOptions(hours, '১২ ঘণ্টা');
    await user.click(screen.getByRole('button', { name: 'ভাড়া দেখুন' }));

    await waitFor(() => expect(fareBodies()).toEqual([{ trip_type: 'hourly', hours: 12 }]));
  });

  it('names a missing place beside its field, focuses it and asks nothing', async () => {
    const user = renderChooser('bn');

    await user.click(screen.getByRole('button', { name: 'ভাড়া দেখুন' }));

    const pickup = screen.getByRole('combobox', { name: 'পিকআপের স্থান' });
    await waitFor(() => expect(pickup).toHaveFocus());
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(pickup).toHaveAccessibleDescription(expect.stringContaining('পিকআপের স্থান আবশ্যক।'));
    expect(fareBodies()).toHaveLength(0);

    // The message goes as soon as the field is fixed; the next missing one is named on the next try.
    await choosePlace(user, 'পিকআপের স্থান', 'গুল', /^গুলশান ১/);
    await waitFor(() => expect(pickup).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('পিকআপের স্থান আবশ্যক।')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ভাড়া দেখুন' }));
    const dropoff = screen.getByRole('combobox', { name: 'গন্তব্যের স্থান' });
    await waitFor(() => expect(dropoff).toHaveFocus());
    expect(dropoff).toHaveAccessibleDescription(expect.stringContaining('গন্তব্যের স্থান আবশ্যক।'));
    expect(fareBodies()).toHaveLength(0);
  });

  it('says when the fares cannot be loaded', async () => {
    api.on('POST /api/v3/fare-estimate', { status: 500, body: { message: 'Something went wrong!' } });
    const user = renderChooser();
    await fillOneWay(user);

    await user.click(screen.getByRole('button', { name: 'Get Fare' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fares could not be loaded. Something went wrong!',
    );
    expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).not.toHaveAccessibleDescription();
  });

  it('hides ranges that no longer match the entries, and shows a high-demand notice', async () => {
    api.on(
      'POST /api/v3/fare-estimate',
      fareEstimateAnswer({
        status: 1,
        message_en: 'Eid rush: fares are higher today.',
        message_bn: 'ঈদের ভিড়',
      }),
    );
    const user = renderChooser();
    await fillOneWay(user);
    await user.click(screen.getByRole('button', { name: 'Get Fare' }));
    expect(await screen.findByText('Eid rush: fares are higher today.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).toHaveAccessibleDescription(
      '৳7,900 – ৳9,650',
    );

    await user.click(screen.getByRole('button', { name: 'Clear Drop-off location' }));

    expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText('৳7,900 – ৳9,650')).not.toBeInTheDocument();
    expect(screen.queryByText('Eid rush: fares are higher today.')).not.toBeInTheDocument();
  });
});

describe('Continue', () => {
  it('logged out: opens the login dialog and keeps every entry as detailsState', async () => {
    const user = renderChooser();
    await fillOneWay(user);
    await user.click(screen.getByRole('radio', { name: 'Noah 7 seats' }));
    const date = screen.getByLabelText('Pickup date');
    const time = screen.getByLabelText('Pickup time');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    const saved = JSON.parse(window.localStorage.getItem('detailsState')!);
    expect(saved).toMatchObject({
      category: 'car_rental',
      trip_type: 'one_way',
      car_type: 'noah',
      pickup: { address: 'Gulshan 1, Gulshan, Dhaka', ...point(testPlaces.gulshan) },
      dropoff: { address: 'Zindabazar, Sylhet, Sylhet Division', ...point(testPlaces.zindabazar) },
      pickup_date: (date as HTMLInputElement).value,
      pickup_time: (time as HTMLInputElement).value,
    });
    expect(saved.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it('logged in: saves the entries and opens the airport request page', async () => {
    storeTestSession();
    const user = renderChooser();
    await user.click(screen.getByRole('tab', { name: 'Airport Rental' }));
    await user.click(screen.getByRole('radio', { name: 'From home' }));
    await choosePlace(user, 'Pickup location', 'Gul', /^Gulshan 1/);
    await user.selectOptions(screen.getByLabelText('Airport'), 'Osmani International Airport (Sylhet)');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith('/trip/airport-rental-trip-request'),
    );
    expect(JSON.parse(window.localStorage.getItem('detailsState')!)).toMatchObject({
      category: 'airport_rental',
      trip_type: 'from_home',
      airport_code: 'ZYL',
      location: point(testPlaces.gulshan),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not go on while entries are missing', async () => {
    const user = renderChooser();
    await choosePlace(user, 'Pickup location', 'Gul', /^Gulshan 1/);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const dropoff = screen.getByRole('combobox', { name: 'Drop-off location' });
    await waitFor(() => expect(dropoff).toHaveFocus());
    expect(dropoff).toHaveAccessibleDescription(expect.stringContaining('Drop-off location is required.'));

    await choosePlace(user, 'Drop-off location', 'Zin', /^Zindabazar/);
    await user.clear(screen.getByLabelText('Pickup time'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.getByLabelText('Pickup date')).toHaveFocus());
    expect(screen.getByLabelText('Pickup date')).toHaveAccessibleDescription(
      'Please choose a valid pickup time.',
    );
    expect(screen.getByLabelText('Pickup time')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('detailsState')).toBeNull();
  });
});

describe('pickup date picker', () => {
  it('offers days from today to 90 days ahead in Dhaka, the range the API accepts', async () => {
    renderChooser();
    const date = screen.getByLabelText('Pickup date');
    const now = new Date();
    await waitFor(() => expect(date).toHaveAttribute('min', dhakaIsoDay(now)));
    expect(date).toHaveAttribute('max', dhakaDateInDays(now, 90));
  });
});

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { HighDemand } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { expectMapCouldNotLoad, leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type AnalyticsRecord, subscribeToAnalytics } from '@/lib/analytics';
import { type FakeAnswer, type FakeApi, startFakeApi } from '../../../test/fake-api';
import { testPlaces } from '../../../test/fixtures/places-fixtures';
import { tripView } from '../../../test/fixtures/trip-fixtures';
import { holdDateAt } from '../../../test/held-date';
import { navigation } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { toDhakaInputs } from './dhaka-date-time';
import type { TripDetails } from './trip-form-values';
import { TripRequestForm, type TripSelection } from './trip-request-form';
import { fareEstimateAnswer, storeTestSession, testCars } from './trip-test-data.fixtures';
import type { TripCategory } from './trip-types';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);
// The map stays at its first paint (the drawing beneath Leaflet), so what it shows does not depend on
// how fast Leaflet loads; Leaflet itself is tested in route-map.test.tsx.
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.on('POST /api/v3/user/trips', created(42));
  api.on('POST /api/v3/user/airport-rental-request', created(43));
  api.on('POST /api/v3/fare-estimate', fareEstimateAnswer());
  navigation.router.push.mockClear();
  leafletCannotLoad();
  storeTestSession();
});

const noDemand: HighDemand = { status: 0, message_en: '', message_bn: '' };

function created(id: number, HighDemand: HighDemand = noDemand): FakeAnswer {
  return {
    status: 201,
    body: {
      message: 'Trip requested successfully.',
      code: 'tripRequested',
      data: { trip: tripView({ id }), estimate: { min: 5900, max: 7200 }, HighDemand },
    },
  };
}

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
const pickupInputs = toDhakaInputs(new Date(now.getTime() + 3 * 86_400_000));
const returnInputs = toDhakaInputs(new Date(now.getTime() + 5 * 86_400_000));

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

function renderForm({
  category = 'car_rental',
  saved,
  selection = {},
  lang = 'en',
  apiUrl = api.url,
}: {
  category?: TripCategory;
  saved?: TripDetails;
  selection?: TripSelection;
  lang?: 'en' | 'bn';
  apiUrl?: string;
} = {}) {
  if (saved) window.localStorage.setItem('detailsState', JSON.stringify(saved));
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <TripRequestForm category={category} cars={testCars} selection={selection} />
      <AppToaster />
    </>,
    { lang, apiUrl },
  );
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /^(Request trip|Sending request…)$/ });
const sentTrips = () => api.requestsTo('POST /api/v3/user/trips');

describe('starting entries', () => {
  it('restores the entries saved before the login', () => {
    renderForm({ saved: details({ trip_type: 'round_way', car_type: 'noah' }) });

    expect(screen.getByRole('radio', { name: 'Round way' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue(gulshan.address);
    expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(zindabazar.address);
    expect(screen.getByLabelText('Pickup date')).toHaveValue(pickupInputs.date);
    expect(screen.getByLabelText('Pickup time')).toHaveValue('10:30');
    expect(screen.getByLabelText('Return date')).toHaveValue(returnInputs.date);
    expect(screen.getByRole('radio', { name: 'Noah 7 seats' })).toBeChecked();
    expect(
      screen.getByRole('region', { name: `Route from ${gulshan.address} to ${zindabazar.address}` }),
    ).toBeVisible();
  });

  it("falls back on the link's trip and car type, ignoring entries saved for the other tab", () => {
    renderForm({
      saved: details({ category: 'airport_rental', trip_type: 'from_home', location: gulshan }),
      selection: { trip_type: 'hourly', car_type: 'hiace' },
    });

    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'HiAce 11 seats' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
    expect(screen.getByLabelText('Hours')).toHaveValue('4');
    // A near-future pickup to start from.
    expect(screen.getByLabelText('Pickup date')).not.toHaveValue('');
  });
});

describe('route map', () => {
  it("shows an hourly trip's pickup alone, without asking for a drop-off", async () => {
    const user = renderForm({ saved: details() });
    expect(
      screen.getByRole('region', { name: `Route from ${gulshan.address} to ${zindabazar.address}` }),
    ).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Hourly' }));

    const map = screen.getByRole('region', { name: `Route map: pickup at ${gulshan.address}` });
    expect(map).toBeVisible();
    expect(within(map).getByText('Pickup:').parentElement).toHaveTextContent(`Pickup: ${gulshan.address}`);
    await expectMapCouldNotLoad();
    expect(within(map).getByRole('img', { name: 'Simplified drawing of the route' })).toBeVisible();
    expect(within(map).queryByText('Drop-off:')).not.toBeInTheDocument();
    expect(within(map).queryByText(zindabazar.address)).not.toBeInTheDocument();
    expect(within(map).queryByText(/drop-off|km/)).not.toBeInTheDocument();
  });

  it('asks an hourly trip only for its pickup, in Bangla', () => {
    renderForm({ saved: details({ trip_type: 'hourly', pickup: null }), lang: 'bn' });

    const map = screen.getByRole('region', { name: 'পথের মানচিত্র' });
    expect(within(map).getByText('মানচিত্রে দেখতে পিক-আপ বেছে নিন।')).toBeVisible();
    expect(within(map).getByText('পিক-আপ:')).toBeInTheDocument();
    expect(within(map).queryByText('ড্রপ-অফ:')).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends the body with an Idempotency-Key, keeps the trip id and opens the trip page', async () => {
    window.localStorage.setItem(
      'user_hd',
      JSON.stringify({ status: 1, message_en: 'old', message_bn: 'old' }),
    );
    const events: AnalyticsRecord[] = [];
    const stopListening = subscribeToAnalytics((record) => events.push(record));
    const user = renderForm({ saved: details() });
    await user.type(screen.getByLabelText('Your offer (optional)'), '৬,৫০০');
    await user.type(screen.getByLabelText('Note for the driver (optional)'), 'Two suitcases');

    await user.click(submitButton());

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/my-trips/42'));
    const [request] = sentTrips();
    expect(JSON.parse(request!.body)).toEqual({
      trip_type: 'one_way',
      car_type: 'sedan',
      pickup: gulshan,
      dropoff: zindabazar,
      pickup_at: `${pickupInputs.date}T10:30:00+06:00`,
      bid_amount: 6500,
      note: 'Two suitcases',
    });
    expect(request!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(request!.headers.authorization).toBe('Bearer access-1');
    expect(window.localStorage.getItem('tripId')).toBe('42');
    expect(window.localStorage.getItem('user_hd')).toBeNull();
    expect(window.localStorage.getItem('detailsState')).toBeNull();
    expect(await screen.findByText('Trip requested successfully.')).toBeInTheDocument();
    expect(events).toEqual([{ event: 'trip_requested', props: { car_type: 'sedan', trip_type: 'one_way' } }]);
    stopListening();
  });

  it('keeps a high-demand answer as user_hd and shows it', async () => {
    const highDemand: HighDemand = {
      status: 1,
      message_en: 'Eid rush: bids may take longer.',
      message_bn: 'ঈদের ভিড়: বিড আসতে দেরি হতে পারে।',
    };
    api.on('POST /api/v3/user/trips', created(42, highDemand));
    const user = renderForm({ saved: details(), lang: 'bn' });

    await user.click(screen.getByRole('button', { name: 'ট্রিপের অনুরোধ পাঠান' }));

    expect(await screen.findByText('চাহিদা বেশি: ঈদের ভিড়: বিড আসতে দেরি হতে পারে।')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user_hd')!)).toEqual(highDemand);
    expect(screen.getByText('ট্রিপের অনুরোধ সফলভাবে পাঠানো হয়েছে।')).toBeInTheDocument();
  });

  it('sends an airport request with its airport, location and flight', async () => {
    const user = renderForm({
      category: 'airport_rental',
      saved: details({
        category: 'airport_rental',
        trip_type: 'from_airport',
        airport_code: 'CGP',
        location: gulshan,
        pickup: null,
        dropoff: null,
      }),
    });
    expect(
      screen.getByRole('region', {
        name: `Route from Shah Amanat International Airport to ${gulshan.address}`,
      }),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Flight number (optional)'), 'BG 147');

    await user.click(submitButton());

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/my-trips/43'));
    const [request] = api.requestsTo('POST /api/v3/user/airport-rental-request');
    expect(JSON.parse(request!.body)).toEqual({
      trip_type: 'from_airport',
      airport_code: 'CGP',
      location: gulshan,
      car_type: 'sedan',
      pickup_at: `${pickupInputs.date}T10:30:00+06:00`,
      flight_number: 'BG 147',
    });
    expect(request!.headers['idempotency-key']).toBeTruthy();
  });

  it('sends one request for a double click, with the button disabled while it is on its way', async () => {
    api.on('POST /api/v3/user/trips', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return created(42);
    });
    const user = renderForm({ saved: details() });

    await user.dblClick(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Sending request…'));
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/my-trips/42'));
    expect(sentTrips()).toHaveLength(1);
  });

  it('sends one request when the form is submitted again while the first is on its way', async () => {
    api.on('POST /api/v3/user/trips', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return created(42);
    });
    renderForm({ saved: details() });
    const form = submitButton().closest('form')!;

    // requestSubmit ignores the disabled button, like a script or an Enter key handled elsewhere would.
    form.requestSubmit();
    await waitFor(() => expect(submitButton()).toBeDisabled());
    form.requestSubmit();

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/my-trips/42'));
    expect(sentTrips()).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries with the same key after a lost answer, and uses a new key for changed entries', async () => {
    const proxy = await startLossyProxy(api.url);
    proxy.loseAnswers(2);
    const user = renderForm({ saved: details(), apiUrl: proxy.url });

    await user.click(submitButton());
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    await waitFor(() => expect(sentTrips()).toHaveLength(2));
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.type(screen.getByLabelText('Note for the driver (optional)'), 'Gate 2');
    await user.click(submitButton());

    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith('/trip/my-trips/42'));
    const [first, retry, changed] = sentTrips().map((r) => ({
      key: r.headers['idempotency-key'],
      body: r.body,
    }));
    expect(retry).toEqual(first);
    expect(changed!.key).not.toBe(first!.key);
    expect(JSON.parse(changed!.body).note).toBe('Gate 2');
    await proxy.close();
  });
});

describe('refusals', () => {
  it('shows the server field errors beside their fields in Bangla and focuses the first', async () => {
    api.on('POST /api/v3/user/trips', {
      status: 422,
      body: {
        message: 'Validation Error!',
        code: 'validationError',
        errors: {
          bid_amount: ['Please enter an amount in whole taka.'],
          pickup_at: ['Pickup time must be in the future.'],
          'Idempotency-Key': ['This request was already sent with different details.'],
        },
      },
    });
    const user = renderForm({ saved: details(), lang: 'bn' });

    await user.click(screen.getByRole('button', { name: 'ট্রিপের অনুরোধ পাঠান' }));

    const date = screen.getByLabelText('পিকআপের তারিখ');
    await waitFor(() => expect(date).toHaveFocus());
    expect(date).toHaveAccessibleDescription('পিকআপের সময় অবশ্যই ভবিষ্যতের হতে হবে।');
    expect(screen.getByLabelText('আপনার প্রস্তাব (ঐচ্ছিক)')).toHaveAccessibleDescription(
      expect.stringContaining('অনুগ্রহ করে পূর্ণ টাকায় পরিমাণ লিখুন।'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('এই অনুরোধটি আগেই ভিন্ন তথ্যসহ পাঠানো হয়েছে।');
    expect(navigation.router.push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('detailsState')).not.toBeNull();
  });

  it('checks the entries with the domain schema before sending anything', async () => {
    const user = renderForm({ saved: details({ pickup: null }) });
    await user.type(screen.getByLabelText('Your offer (optional)'), '12.5');

    await user.click(submitButton());

    const pickup = screen.getByRole('combobox', { name: 'Pickup location' });
    await waitFor(() => expect(pickup).toHaveFocus());
    expect(pickup).toHaveAccessibleDescription(expect.stringContaining('Pickup location is required.'));
    expect(screen.getByLabelText('Your offer (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter an amount in whole taka.'),
    );
    expect(sentTrips()).toHaveLength(0);
  });

  it('asks to log in again after a 401, keeping the entries', async () => {
    api.on('POST /api/v3/user/trips', {
      status: 401,
      body: { message: 'Please log in again.', code: 'pleaseLogInAgain' },
    });
    const user = renderForm({ saved: details({ note: '' }) });
    await user.type(screen.getByLabelText('Note for the driver (optional)'), 'Call on arrival');

    await user.click(submitButton());

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Please log in again.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('detailsState')!)).toMatchObject({
      note: 'Call on arrival',
    });
  });

  it("shows a refusal's message as a toast and lets the passenger try again", async () => {
    api.on('POST /api/v3/user/trips', {
      status: 400,
      body: { message: 'This car type is not available right now.' },
    });
    const user = renderForm({ saved: details() });

    await user.click(submitButton());

    expect(await screen.findByText('This car type is not available right now.')).toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(navigation.router.push).not.toHaveBeenCalled();
  });
});

/**
 * A TCP hop in front of the fake API that can lose answers: the request reaches the API, but the
 * connection is cut before the answer comes back, as when a phone drops off the network mid-request.
 * Only trip requests lose theirs; the fare estimate the form asks for on the way gets through.
 */
async function startLossyProxy(target: string) {
  const targetPort = Number(new URL(target).port);
  const lostRequestLine = `POST ${new URL(target).pathname}/api/v3/user/trips `;
  let answersToLose = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    let loses = false;
    client.on('data', (chunk: Buffer) => {
      // A kept-alive connection carries one request after another: each request's first line decides.
      if (answersToLose > 0 && chunk.toString('latin1').startsWith(lostRequestLine)) {
        answersToLose -= 1;
        loses = true;
      }
      upstream.write(chunk);
    });
    client.on('end', () => upstream.end());
    upstream.on('data', (chunk) => {
      if (loses) client.destroy();
      else client.write(chunk);
    });
    upstream.on('end', () => client.end());
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${new URL(target).pathname}`,
    loseAnswers: (count: number) => {
      answersToLose = count;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

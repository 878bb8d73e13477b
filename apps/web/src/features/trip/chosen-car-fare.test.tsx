import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeApi, startFakeApi } from '../../../test/fake-api';
import { testPlaces } from '../../../test/fixtures/places-fixtures';
import { holdDateAt } from '../../../test/held-date';
import { renderWithProviders } from '../../../test/render';
import { toDhakaInputs } from './dhaka-date-time';
import type { TripDetails } from './trip-form-values';
import { TripRequestForm } from './trip-request-form';
import { fareEstimateAnswer, storeTestSession, testCars } from './trip-test-data.fixtures';
import type { TripCategory } from './trip-types';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// The browser's clock at each test's start: the fixtures' times below are counted from it.
const now = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(now);

// The request page shows the chosen car type's estimated range beside the own offer, asked for
// again when an entry that prices the trip changes.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.on('POST /api/v3/fare-estimate', fareEstimateAnswer());
  storeTestSession();
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
const point = (place: { lat: number; lng: number }) => ({ lat: place.lat, lng: place.lng });
const pickupInputs = toDhakaInputs(new Date(now.getTime() + 3 * 86_400_000));

function details(overrides: Partial<TripDetails> = {}): TripDetails {
  return {
    category: 'car_rental',
    trip_type: 'one_way',
    car_type: 'noah',
    pickup: gulshan,
    dropoff: zindabazar,
    location: null,
    airport_code: '',
    hours: '4',
    pickup_date: pickupInputs.date,
    pickup_time: '10:30',
    return_date: '',
    return_time: '',
    bid_amount: '',
    flight_number: '',
    note: '',
    ...overrides,
  };
}

function renderForm(saved: TripDetails, lang: 'en' | 'bn' = 'en', category: TripCategory = 'car_rental') {
  window.localStorage.setItem('detailsState', JSON.stringify(saved));
  const user = userEvent.setup();
  renderWithProviders(<TripRequestForm category={category} cars={testCars} selection={{}} />, {
    lang,
    apiUrl: api.url,
  });
  return user;
}

const fareBodies = () => api.requestsTo('POST /api/v3/fare-estimate').map((r) => JSON.parse(r.body));
const offer = () => screen.getByLabelText('Your offer (optional)');

/** Prices an hourly trip at 1,000 taka an hour for every car type, so each answer shows its hours. */
function hourlyAnswer(request: { body: string }): FakeAnswer {
  const { hours } = JSON.parse(request.body) as { hours: number };
  const answer = fareEstimateAnswer() as { status: number; body: { data: { estimates: object[] } } };
  answer.body.data.estimates = answer.body.data.estimates.map((e) => ({
    ...e,
    min: hours * 1000,
    max: hours * 1200,
  }));
  return answer;
}

describe('estimated fare beside the offer', () => {
  it('shows the chosen car type’s range, as the offer field’s description too', async () => {
    renderForm(details());

    expect(await screen.findByText('Estimated fare for Noah: ৳7,900 – ৳9,650')).toBeInTheDocument();
    expect(offer()).toHaveAccessibleDescription(
      expect.stringContaining('Estimated fare for Noah: ৳7,900 – ৳9,650'),
    );
    expect(fareBodies()).toEqual([
      { trip_type: 'one_way', pickup: point(gulshan), dropoff: point(zindabazar) },
    ]);
  });

  it('picks another car type’s range from the same answer, without asking again', async () => {
    const user = renderForm(details());
    await screen.findByText('Estimated fare for Noah: ৳7,900 – ৳9,650');

    await user.click(screen.getByRole('radio', { name: 'HiAce 11 seats' }));

    expect(screen.getByText('Estimated fare for HiAce: ৳9,950 – ৳12,150')).toBeInTheDocument();
    expect(screen.queryByText(/Estimated fare for Noah/)).not.toBeInTheDocument();
    expect(fareBodies()).toHaveLength(1);
  });

  it('asks again when an entry that prices the trip changes', async () => {
    api.on('POST /api/v3/fare-estimate', (request) =>
      JSON.parse(request.body).trip_type === 'hourly' ? hourlyAnswer(request) : fareEstimateAnswer(),
    );
    const user = renderForm(details());
    await screen.findByText('Estimated fare for Noah: ৳7,900 – ৳9,650');

    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(await screen.findByText('Estimated fare for Noah: ৳4,000 – ৳4,800')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Hours'), '6 hours');
    expect(await screen.findByText('Estimated fare for Noah: ৳6,000 – ৳7,200')).toBeInTheDocument();

    // The pickup time and the note do not change the price.
    await user.type(screen.getByLabelText('Note for the driver (optional)'), 'Gate 2');
    await user.clear(screen.getByLabelText('Pickup time'));
    await user.type(screen.getByLabelText('Pickup time'), '11:00');
    expect(fareBodies()).toEqual([
      { trip_type: 'one_way', pickup: point(gulshan), dropoff: point(zindabazar) },
      { trip_type: 'hourly', hours: 4 },
      { trip_type: 'hourly', hours: 6 },
    ]);
  });

  it('prices an airport trip by its airport and the passenger’s location', async () => {
    renderForm(
      details({
        category: 'airport_rental',
        trip_type: 'from_airport',
        airport_code: 'CGP',
        location: gulshan,
        pickup: null,
        dropoff: null,
        car_type: 'sedan',
      }),
      'en',
      'airport_rental',
    );

    expect(await screen.findByText('Estimated fare for Sedan: ৳5,900 – ৳7,200')).toBeInTheDocument();
    expect(fareBodies()).toEqual([
      { trip_type: 'from_airport', airport_code: 'CGP', location: point(gulshan) },
    ]);
  });

  it('says what is missing instead of asking while the trip has no drop-off', async () => {
    const user = renderForm(details());
    await screen.findByText('Estimated fare for Noah: ৳7,900 – ৳9,650');

    await user.click(screen.getByRole('button', { name: 'Clear Drop-off location' }));

    expect(screen.getByText('Fill in where the trip goes to see its estimated fare.')).toBeInTheDocument();
    expect(screen.queryByText(/৳7,900/)).not.toBeInTheDocument();
    expect(fareBodies()).toHaveLength(1);
  });

  it('shows that it is asking while the answer is on its way', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    api.on('POST /api/v3/fare-estimate', () => new Promise<FakeAnswer>((resolve) => (answer = resolve)));
    renderForm(details());

    expect(await screen.findByText('Getting the estimated fare for Noah…')).toBeInTheDocument();
    await waitFor(() => expect(fareBodies()).toHaveLength(1));
    answer(fareEstimateAnswer());

    expect(await screen.findByText('Estimated fare for Noah: ৳7,900 – ৳9,650')).toBeInTheDocument();
    expect(screen.queryByText(/^Getting the estimated fare/)).not.toBeInTheDocument();
  });

  it('says when the estimate cannot be loaded, and tries again on request', async () => {
    api.on('POST /api/v3/fare-estimate', { status: 500, body: { message: 'Something went wrong!' } });
    const user = renderForm(details());

    expect(
      await screen.findByText('The estimated fare could not be loaded. Something went wrong!'),
    ).toBeInTheDocument();
    api.on('POST /api/v3/fare-estimate', fareEstimateAnswer());
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Estimated fare for Noah: ৳7,900 – ৳9,650')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(fareBodies()).toHaveLength(2);
  });

  it('says when there is no estimate for the chosen car type', async () => {
    const answer = fareEstimateAnswer() as {
      status: number;
      body: { data: { estimates: { car_type: string }[] } };
    };
    answer.body.data.estimates = answer.body.data.estimates.filter((e) => e.car_type !== 'noah');
    api.on('POST /api/v3/fare-estimate', answer);
    renderForm(details());

    expect(await screen.findByText('No estimated fare for Noah right now.')).toBeInTheDocument();
  });

  it('shows the range with Bengali digits in Bangla', async () => {
    renderForm(details(), 'bn');

    expect(await screen.findByText('নোয়া গাড়ির আনুমানিক ভাড়া: ৳৭,৯০০ – ৳৯,৬৫০')).toBeInTheDocument();
    expect(screen.getByLabelText('আপনার প্রস্তাব (ঐচ্ছিক)')).toHaveAccessibleDescription(
      expect.stringContaining('৳৭,৯০০ – ৳৯,৬৫০'),
    );
  });
});

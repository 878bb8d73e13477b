import { idParamsSchema } from '@pothik/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthGate } from '@/features/auth';
import { expectMapCouldNotLoad, leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin, tripDetail, tripView } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { TripDetail } from './trip-detail';
import { tripRowId } from './trip-row-id';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
// Leaflet would fetch map tiles from a third-party server; the route's drawing shows without it.
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const DETAIL = 'GET /api/v3/user/trips/41';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  leafletCannotLoad();
  storeLogin();
});

function renderDetail(tripId = '41', lang: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(
    <AuthGate>
      <TripDetail tripId={tripId} />
    </AuthGate>,
    { lang, apiUrl: api.url },
  );
  return user;
}

const detailsList = () => screen.getByRole('region', { name: /^(Details|বিবরণ)$/ });

function fact(label: string) {
  return within(detailsList()).getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('trip detail', () => {
  it('shows every field of a round trip, its status and its history with who did what', async () => {
    const trip = tripView({
      trip_type: 'round_way',
      status: 'confirmed',
      return_at: '2030-03-17T12:30:00.000Z',
      bid_amount: 12000,
      note: 'Two suitcases',
    });
    api.on(DETAIL, {
      status: 200,
      body: tripDetail(trip, {
        timeline: [
          { from_status: null, to_status: 'requested', at: trip.created_at, actor: 'passenger', note: null },
          {
            from_status: 'requested',
            to_status: 'confirmed',
            at: '2030-03-11T09:05:00.000Z',
            actor: 'passenger',
            note: null,
          },
        ],
        cancel: { option: 'cancel', until: '2030-03-15T02:00:00.000Z' },
      }),
    });
    renderDetail();

    const summary = await screen.findByRole('region', { name: 'Round Way' });
    await expectMapCouldNotLoad();
    expect(within(summary).getByText('Confirmed')).toBeInTheDocument();
    expect(within(summary).getByText('March 15, 2030 at 10:00 AM')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Cancel trip' })).toBeInTheDocument();

    expect(fact('Trip type')).toHaveTextContent('Round Way');
    expect(fact('Car type')).toHaveTextContent('Sedan');
    expect(fact('Pickup')).toHaveTextContent('Gulshan 2, Dhaka');
    expect(fact('Drop-off')).toHaveTextContent("Cox's Bazar");
    expect(fact('Pickup time')).toHaveTextContent('March 15, 2030 at 10:00 AM');
    expect(fact('Return time')).toHaveTextContent('March 17, 2030 at 6:30 PM');
    expect(fact('Your offer')).toHaveTextContent('৳12,000');
    expect(fact('Estimated fare')).toHaveTextContent('৳11,200–৳13,700');
    expect(fact('Road distance')).toHaveTextContent('about 402 km');
    expect(fact('Note')).toHaveTextContent('Two suitcases');
    expect(fact('Requested on')).toHaveTextContent('March 10, 2030 at 12:30 PM');
    expect(within(detailsList()).queryByText('Hours')).not.toBeInTheDocument();

    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'RequestedMarch 10, 2030 at 12:30 PM · By you (passenger)',
      'ConfirmedMarch 11, 2030 at 3:05 PM · By you (passenger)',
    ]);
    expect(
      screen.getByRole('region', { name: "Route from Gulshan 2, Dhaka to Cox's Bazar" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/trip/my-trips');
  });

  it('shows an airport trip with the airport by name, its flight, and the airport on the map', async () => {
    const trip = tripView({
      trip_type: 'from_home',
      airport_code: 'DAC',
      flight_number: 'BG147',
      pickup: { address: 'Banani, Dhaka', lat: 23.7937, lng: 90.4066 },
      dropoff: { address: 'Hazrat Shahjalal International Airport', lat: 23.8433, lng: 90.3978 },
    });
    api.on(DETAIL, {
      status: 200,
      body: tripDetail(trip, {
        timeline: [
          { from_status: null, to_status: 'requested', at: trip.created_at, actor: 'passenger', note: null },
          {
            from_status: 'requested',
            to_status: 'expired',
            at: trip.pickup_at,
            actor: 'system',
            note: null,
          },
        ],
        cancel: { option: 'none', until: null },
      }),
    });
    renderDetail();

    await screen.findByRole('region', { name: 'From Home' });
    expect(fact('Drop-off')).toHaveTextContent('Hazrat Shahjalal International Airport');
    expect(fact('Airport')).toHaveTextContent('Hazrat Shahjalal International Airport (DAC)');
    expect(fact('Flight number')).toHaveTextContent('BG147');
    expect(
      screen.getByRole('region', {
        name: 'Route from Banani, Dhaka to Hazrat Shahjalal International Airport',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/By the system/)).toBeInTheDocument();
    // An expired trip has no way to cancel and nothing to explain.
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
  });

  it('shows the hours of an hourly trip and no drop-off', async () => {
    api.on(DETAIL, {
      status: 200,
      body: tripDetail(tripView({ trip_type: 'hourly', dropoff: null, hours: 1 })),
    });
    renderDetail();

    await screen.findByRole('region', { name: 'Hourly' });
    expect(fact('Hours')).toHaveTextContent('1 hour');
    expect(within(detailsList()).queryByText('Drop-off')).not.toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Route map: pickup at Gulshan 2, Dhaka' });
    expect(within(map).getByText('Pickup:').parentElement).toHaveTextContent('Pickup: Gulshan 2, Dhaka');
    // An hourly trip has no drop-off to ask for.
    expect(within(map).queryByText(/drop-off/i)).not.toBeInTheDocument();
  });

  it.each([
    [
      'cancel_requested',
      'Your cancellation request is with our team. The trip stays booked until they decide.',
    ],
    ['started', 'This trip has started, so it can no longer be cancelled.'],
  ] as const)('says why a %s trip has no Cancel button', async (status, why) => {
    api.on(DETAIL, {
      status: 200,
      body: tripDetail(tripView({ status }), { cancel: { option: 'none', until: null } }),
    });
    renderDetail();

    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel trip' })).not.toBeInTheDocument();
  });

  it("shows a not-found state for a trip the API does not show this passenger (another's, or none)", async () => {
    api.on(DETAIL, { status: 404, body: { message: 'Trip not found.', code: 'tripNotFound' } });
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My trips' })).toHaveAttribute('href', '/trip/my-trips');
    expect(api.requestsTo(DETAIL)[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('treats an id that cannot exist as not found without asking the API', async () => {
    renderDetail('abc');

    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', ' ', '', '12', '2147483647', '007'])(
    'reads the path id %j as the API’s id check does',
    (text) => {
      const api = idParamsSchema.safeParse({ id: text });
      expect(tripRowId(text)).toBe(api.success ? api.data.id : null);
    },
  );

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    api.on(DETAIL, () =>
      ++calls === 1
        ? { status: 500, body: { message: 'Something went wrong!' } }
        : { status: 200, body: tripDetail(tripView()) },
    );
    const user = renderDetail();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This trip could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Requested', { selector: '[data-status]' })).toBeInTheDocument();
  });

  const busy = { status: 1, message_en: 'Fares are higher right now.', message_bn: 'এখন ভাড়া বেশি।' };

  /** What a trip request leaves behind (DESIGN.md §7): its answer as `user_hd`, the trip as `tripId`. */
  function storeRequestAnswer(highDemand: object, tripId: string) {
    window.localStorage.setItem('user_hd', JSON.stringify(highDemand));
    window.localStorage.setItem('tripId', tripId);
  }

  it('shows the stored high-demand notice on the page of the trip it came with', async () => {
    storeRequestAnswer(busy, '41');
    api.on(DETAIL, { status: 200, body: tripDetail(tripView()) });
    renderDetail();

    expect(await screen.findByText('Fares are higher right now.')).toBeInTheDocument();
    expect(screen.getByText(/High demand/)).toBeInTheDocument();
  });

  it('says what high demand means when the stored notice has no message', async () => {
    storeRequestAnswer({ status: 1, message_en: '', message_bn: '' }, '41');
    api.on(DETAIL, { status: 200, body: tripDetail(tripView()) });
    renderDetail('41', 'bn');

    expect(await screen.findByText(/এখন অনেক যাত্রী গাড়ি চাইছেন/)).toHaveTextContent(
      'উচ্চ চাহিদা: এখন অনেক যাত্রী গাড়ি চাইছেন',
    );
  });

  it('shows no high-demand notice when the stored one is not active', async () => {
    storeRequestAnswer({ ...busy, status: 0 }, '41');
    api.on(DETAIL, { status: 200, body: tripDetail(tripView()) });
    renderDetail();

    await screen.findByRole('region', { name: 'One Way' });
    expect(screen.queryByText('Fares are higher right now.')).not.toBeInTheDocument();
  });

  it("shows no high-demand notice on another trip's page", async () => {
    storeRequestAnswer(busy, '42');
    api.on(DETAIL, { status: 200, body: tripDetail(tripView()) });
    renderDetail();

    await screen.findByRole('region', { name: 'One Way' });
    expect(screen.queryByText('Fares are higher right now.')).not.toBeInTheDocument();
    expect(screen.queryByText(/High demand/)).not.toBeInTheDocument();
  });

  it('shows no high-demand notice once its trip is no longer waiting for bids', async () => {
    storeRequestAnswer(busy, '41');
    api.on(DETAIL, {
      status: 200,
      body: tripDetail(tripView({ status: 'confirmed' }), { cancel: { option: 'none', until: null } }),
    });
    renderDetail('41', 'bn');

    await screen.findByRole('region', { name: 'ওয়ান ওয়ে' });
    expect(screen.queryByText('এখন ভাড়া বেশি।')).not.toBeInTheDocument();
    expect(screen.queryByText(/উচ্চ চাহিদা/)).not.toBeInTheDocument();
  });

  it('reads in Bangla, with Bengali digits', async () => {
    api.on(DETAIL, {
      status: 200,
      body: tripDetail(tripView({ status: 'cancel_requested', bid_amount: 12500 }), {
        cancel: { option: 'none', until: null },
      }),
    });
    renderDetail('41', 'bn');

    const summary = await screen.findByRole('region', { name: 'ওয়ান ওয়ে' });
    expect(within(summary).getByText('বাতিলের অনুরোধ করা হয়েছে')).toBeInTheDocument();
    expect(within(summary).getByText('১৫ মার্চ, ২০৩০, ১০:০০ পূর্বাহ্ণ')).toBeInTheDocument();
    expect(fact('আপনার প্রস্তাব')).toHaveTextContent('৳১২,৫০০');
    expect(fact('আনুমানিক ভাড়া')).toHaveTextContent('৳১১,২০০–৳১৩,৭০০');
    expect(screen.getByText(/করেছেন: আপনি \(যাত্রী\)/)).toBeInTheDocument();
  });
});

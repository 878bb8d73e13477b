import type { TripDetail, TripView } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTripPage } from '@/features/my-trips/testing/render-trip-page';
import { expectMapCouldNotLoad, leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, type RecordedRequest, startFakeApi } from '../../../test/fake-api';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../test/fixtures/realtime-test-server';
import { bookedTrip } from '../../../test/fixtures/ride-fixtures';
import { storeLogin, tripDetail } from '../../../test/fixtures/trip-fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const DETAIL = 'GET /api/v3/user/trips/41';
const CHECK = 'POST /api/v3/user/check-in-out';
const REVIEW = 'POST /api/v3/user/trips/41/review';

let api: FakeApi;
let realtime: RealtimeTestServer;
beforeAll(async () => {
  api = await startFakeApi();
  realtime = await startRealtimeTestServer();
});
afterAll(async () => {
  await api.close();
  await realtime.close();
});

/** The trip as the fake API holds it: GET answers with it, check-in-out and review change it. */
let current: TripDetail;

function serve(trip: TripView, cancel: TripDetail['cancel'] = { option: 'none', until: null }) {
  current = tripDetail(trip, { cancel }).data;
  api.on(DETAIL, () => ({ status: 200, body: { data: current } }));
}

/** POST /user/check-in-out as the API does it: confirmed → started → completed. */
function checkInOut(request: RecordedRequest) {
  const { action } = JSON.parse(request.body) as { action: 'check_in' | 'check_out' };
  const at = '2030-03-15T04:10:00.000Z';
  const trip: TripView =
    action === 'check_in'
      ? { ...current.trip, status: 'started', started_at: at }
      : { ...current.trip, status: 'completed', completed_at: at };
  current = { ...current, trip, cancel: { option: 'none', until: null } };
  const done = action === 'check_in' ? 'checkedIn' : 'checkedOut';
  const message =
    action === 'check_in'
      ? 'Checked in. Have a safe trip!'
      : 'Checked out. Thank you for travelling with us.';
  return { status: 200, body: { message, code: done, data: { trip } } };
}

beforeEach(() => {
  api.reset();
  realtime.reset();
  leafletCannotLoad();
  storeLogin();
});

const renderPage = (lang: 'en' | 'bn' = 'en') =>
  renderTripPage({ apiUrl: api.url, createSocket: realtime.socketFactory(api.url), lang });

function figure(region: HTMLElement, label: string, table = 'Your fare') {
  const breakdown = within(region).getByRole('table', { name: table });
  return within(breakdown).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
}

describe('the ride', () => {
  it('shows the confirmed trip with the driver to call, the stored fare and the cancellation terms', async () => {
    serve(bookedTrip(), { option: 'cancel', until: '2030-03-15T02:00:00.000Z' });
    renderPage();

    const ride = await screen.findByRole('region', { name: 'Your ride' });
    await expectMapCouldNotLoad();
    expect(within(ride).getByRole('heading', { name: 'Karim Uddin' })).toBeInTheDocument();
    expect(within(ride).getByText('4.8 out of 5 (12 reviews)')).toBeInTheDocument();
    expect(within(ride).getByText('Number plate').nextElementSibling).toHaveTextContent(
      'Dhaka Metro-GA 12-3456',
    );
    expect(within(ride).getByRole('link', { name: 'Call Karim Uddin on 01712345678' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );

    expect(figure(ride, 'Fare')).toBe('৳12,500');
    expect(figure(ride, 'Discount')).toBe('−৳500');
    expect(figure(ride, 'Ride price')).toBe('was ৳12,500 ৳12,000');
    expect(figure(ride, 'Insurance fee')).toBe('৳50');
    expect(figure(ride, 'Platform fee')).toBe('৳375');
    expect(figure(ride, 'Total')).toBe('৳12,425');
    expect(within(ride).getByText('Promo code SAVE10 applied')).toBeInTheDocument();

    const terms = within(ride).getByRole('heading', { name: 'Cancellation terms' })
      .nextElementSibling as HTMLElement;
    expect(
      within(terms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'You can cancel this trip outright until March 15, 2030 at 8:00 AM.',
      'After that, you can only send a cancellation request, which our team decides on.',
    ]);
    // The summary keeps its own Cancel button.
    expect(screen.getByRole('button', { name: 'Cancel trip' })).toBeInTheDocument();
    expect(within(ride).getByRole('button', { name: 'Check in' })).toBeEnabled();
    expect(within(ride).queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  });

  it('checks in and then out, each button disabled while it is sent', async () => {
    serve(bookedTrip());
    let release: () => void = () => {};
    api.on(CHECK, async (request) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return checkInOut(request);
    });
    const user = renderPage();

    const ride = await screen.findByRole('region', { name: 'Your ride' });
    const checkIn = within(ride).getByRole('button', { name: 'Check in' });
    await user.click(checkIn);
    expect(checkIn).toBeDisabled();
    await waitFor(() => expect(api.requestsTo(CHECK)).toHaveLength(1));
    expect(JSON.parse(api.requestsTo(CHECK)[0]!.body)).toEqual({ trip_id: 41, action: 'check_in' });
    release();

    const checkOut = await within(ride).findByRole('button', { name: 'Check out' });
    expect(await screen.findByText('Checked in. Have a safe trip!')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'One Way' })).getByText('Started')).toBeInTheDocument();
    await user.click(checkOut);
    await waitFor(() => expect(api.requestsTo(CHECK)).toHaveLength(2));
    expect(JSON.parse(api.requestsTo(CHECK)[1]!.body)).toEqual({ trip_id: 41, action: 'check_out' });
    release();

    const done = await screen.findByRole('region', { name: 'Your trip is complete' });
    expect(within(done).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Check/ })).not.toBeInTheDocument();
  });

  it('shows a refused check-in in the panel and reads the trip again', async () => {
    serve(bookedTrip());
    api.on(CHECK, () => {
      current = { ...current, trip: { ...current.trip, status: 'cancel_requested' } };
      return {
        status: 400,
        body: { message: 'Only a confirmed trip can be checked in.', code: 'checkInNotAllowed' },
      };
    });
    const user = renderPage('bn');

    const ride = await screen.findByRole('region', { name: 'আপনার যাত্রা' });
    expect(
      within(ride).getByRole('link', { name: 'Karim Uddin-কে ০১৭১২৩৪৫৬৭৮ নম্বরে কল করুন' }),
    ).toHaveTextContent('০১৭১২৩৪৫৬৭৮');
    const before = api.requestsTo(DETAIL).length;
    await user.click(within(ride).getByRole('button', { name: 'চেক ইন' }));

    // Meanwhile the trip went to a cancellation request: no check-in, and the refusal stays readable.
    expect(await within(ride).findByRole('alert')).toHaveTextContent('শুধু নিশ্চিত ট্রিপেই চেক-ইন করা যায়।');
    await waitFor(() => expect(api.requestsTo(DETAIL).length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(ride).queryByRole('button', { name: 'চেক ইন' })).not.toBeInTheDocument(),
    );
    expect(within(ride).getByRole('alert')).toBeInTheDocument();
  });

  it('takes one review after the trip, then shows it', async () => {
    serve(bookedTrip({ status: 'completed', completed_at: '2030-03-15T10:00:00.000Z' }));
    api.on(REVIEW, (request) => {
      const body = JSON.parse(request.body) as { rating: number; comment?: string };
      const review = {
        rating: body.rating,
        comment: body.comment ?? null,
        created_at: '2030-03-15T11:00:00.000Z',
      };
      current = { ...current, trip: { ...current.trip, is_reviewed: true, review } };
      return {
        status: 201,
        body: {
          message: 'Thank you for your review.',
          code: 'reviewSaved',
          data: { review: { id: 9, trip_id: 41, ...review }, driver: current.trip.driver },
        },
      };
    });
    const user = renderPage();

    const done = await screen.findByRole('region', { name: 'Your trip is complete' });
    const form = within(done).getByRole('form', { name: 'Rate your driver' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Please give a rating from 1 to 5.')).toBeInTheDocument();
    expect(api.requestsTo(REVIEW)).toHaveLength(0);

    expect(within(form).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      expect(within(form).getByRole('radio', { name })).not.toBeChecked();
    }
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Comment (optional)'), 'Smooth ride, a little late.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await within(done).findByRole('heading', { name: 'Your review' })).toHaveFocus();
    expect(JSON.parse(api.requestsTo(REVIEW)[0]!.body)).toEqual({
      rating: 4,
      comment: 'Smooth ride, a little late.',
    });
    expect(within(done).getByText('4 out of 5 stars')).toBeInTheDocument();
    expect(within(done).getByText('Smooth ride, a little late.')).toBeInTheDocument();
    expect(within(done).queryByRole('form')).not.toBeInTheDocument();
    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
  });

  it('shows a review already given instead of the form', async () => {
    serve(
      bookedTrip({
        status: 'completed',
        is_reviewed: true,
        review: { rating: 5, comment: null, created_at: '2030-03-15T11:00:00.000Z' },
      }),
    );
    renderPage();

    const done = await screen.findByRole('region', { name: 'Your trip is complete' });
    expect(within(done).getByText('5 out of 5 stars')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
  });

  it('reads the trip again when the socket says it changed (the driver arrived)', async () => {
    serve(bookedTrip());
    renderPage();

    const ride = await screen.findByRole('region', { name: 'Your ride' });
    await realtime.subscribed(41);
    current = { ...current, trip: { ...current.trip, arrived_at: '2030-03-15T03:55:00.000Z' } };
    realtime.publish({ type: 'trip.updated', trip_id: 41, data: { status: 'confirmed', car_type: 'sedan' } });
    expect(
      await within(ride).findByText('Your driver reached the pickup at March 15, 2030 at 9:55 AM.'),
    ).toBeInTheDocument();
  });
});

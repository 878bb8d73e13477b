import type { TripDetail } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTripPage } from '@/features/my-trips/testing/render-trip-page';
import { expectMapCouldNotLoad, leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type AnalyticsRecord, subscribeToAnalytics } from '@/lib/analytics';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { bidList, karimBid, promos } from '../../../test/fixtures/bid-fixtures';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../test/fixtures/realtime-test-server';
import { bookedTrip } from '../../../test/fixtures/ride-fixtures';
import { storeLogin, tripDetail, tripView } from '../../../test/fixtures/trip-fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const DETAIL = 'GET /api/v3/user/trips/41';
const BIDS = 'GET /api/v3/user/bid-list/41';
const PROMOS = 'GET /api/v3/user/promos';
const ACCEPT = 'POST /api/v3/user/accept-bid';

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

const requested = tripView({ status: 'requested' });
/** What GET /user/trips/41 answers; an accept changes it. */
let detail: { data: TripDetail };

beforeEach(() => {
  api.reset();
  realtime.reset();
  leafletCannotLoad();
  storeLogin();
  detail = tripDetail(requested);
  api.on(DETAIL, () => ({ status: 200, body: detail }));
  api.on(BIDS, () => ({
    status: 200,
    body: bidList(detail.data.trip, detail.data.trip.status === 'requested' ? [karimBid()] : []),
  }));
  api.on(PROMOS, { status: 200, body: promos() });
});

const renderPage = (lang: 'en' | 'bn' = 'en') =>
  renderTripPage({ apiUrl: api.url, createSocket: realtime.socketFactory(api.url), lang });

/** The figure in the breakdown's row `label`. */
function figure(dialog: HTMLElement, label: string, table = 'Fare breakdown') {
  const breakdown = within(dialog).getByRole('table', { name: table });
  return within(breakdown).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
}

async function openAccept(
  user: ReturnType<typeof renderPage>,
  name = 'Accept bid from Karim Uddin',
  title = 'Book with Karim Uddin',
) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return dialog;
}

describe('accepting a bid', () => {
  it('works out the fare with a promo as the passenger types, by the domain fare rules', async () => {
    const user = renderPage();
    await screen.findByRole('button', { name: 'Accept bid from Karim Uddin' });
    await expectMapCouldNotLoad();
    const dialog = await openAccept(user);

    expect(figure(dialog, 'Fare')).toBe('৳12,500');
    expect(figure(dialog, 'Discount')).toBe('৳0');
    expect(figure(dialog, 'Ride price')).toBe('৳12,500');
    expect(figure(dialog, 'Insurance fee')).toBe('৳50');
    expect(figure(dialog, 'Platform fee')).toBe('৳375');
    expect(figure(dialog, 'Total')).toBe('৳12,925');

    // Rule 6 (other, percentage): 10 % of ৳12,925 is ৳1,293, capped at ৳500 off the fare.
    const input = within(dialog).getByLabelText('Promo code');
    await within(dialog).findByRole('button', { name: /SAVE10/ });
    await user.type(input, 'save10');
    expect(within(dialog).getByText('Applied: 10% off, up to ৳500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /SAVE10/ })).toHaveAttribute('aria-pressed', 'true');
    expect(figure(dialog, 'Discount')).toBe('−৳500');
    expect(figure(dialog, 'Ride price')).toBe('was ৳12,500 ৳12,000');
    expect(figure(dialog, 'Total')).toBe('৳12,425');

    // Rule 1 (elevated, fixed): the fare stays, ৳300 more is shown struck through beside it.
    await user.click(within(dialog).getByRole('button', { name: /BONUS300/ }));
    expect(input).toHaveValue('BONUS300');
    expect(figure(dialog, 'Discount')).toBe('৳0');
    expect(figure(dialog, 'Ride price')).toBe('was ৳12,800 ৳12,500');
    expect(figure(dialog, 'Total')).toBe('৳12,925');

    await user.clear(input);
    await user.type(input, 'WELCOME');
    expect(
      within(dialog).getByText(
        "This code isn't in your available promos. You can still send it: we check it when you confirm.",
      ),
    ).toBeInTheDocument();
    expect(figure(dialog, 'Ride price')).toBe('৳12,500');
    expect(figure(dialog, 'Total')).toBe('৳12,925');

    await user.clear(input);
    await user.type(input, 'NO SPACES');
    expect(within(dialog).getByText('Please enter a valid promo code.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(input).toHaveFocus();
    expect(api.requestsTo(ACCEPT)).toHaveLength(0);
  });

  it('sends the accept with an Idempotency-Key and shows a refusal in the dialog, in Bangla', async () => {
    api.on(ACCEPT, {
      status: 400,
      body: { message: 'This promo code has been fully used.', code: 'promoUsedUp' },
    });
    const user = renderPage('bn');
    const dialog = await openAccept(user, 'Karim Uddin-এর বিড গ্রহণ করুন', 'Karim Uddin-এর সঙ্গে বুক করুন');

    expect(figure(dialog, 'মোট', 'ভাড়ার বিবরণ')).toBe('৳১২,৯২৫');
    await user.type(within(dialog).getByLabelText('প্রোমো কোড'), 'welcome');
    const confirm = within(dialog).getByRole('button', { name: 'বুকিং নিশ্চিত করুন' });
    await user.click(confirm);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'এই প্রোমো কোডটির ব্যবহার সীমা শেষ হয়ে গেছে।',
    );
    const [first] = api.requestsTo(ACCEPT);
    expect(JSON.parse(first!.body)).toEqual({ trip_id: 41, bid_id: 101, promo_code: 'WELCOME' });
    expect(first!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(first!.headers.authorization).toBe('Bearer access-1');

    // The same body again is a retry of the same attempt; a changed body is a new one.
    await user.click(confirm);
    await waitFor(() => expect(api.requestsTo(ACCEPT)).toHaveLength(2));
    expect(api.requestsTo(ACCEPT)[1]!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    await user.clear(within(dialog).getByLabelText('প্রোমো কোড'));
    await user.click(confirm);
    await waitFor(() => expect(api.requestsTo(ACCEPT)).toHaveLength(3));
    const third = api.requestsTo(ACCEPT)[2]!;
    expect(JSON.parse(third.body)).toEqual({ trip_id: 41, bid_id: 101 });
    expect(third.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it("gives the focus back to the bid's Accept button when the dialog is closed", async () => {
    const user = renderPage();
    const dialog = await openAccept(user);
    expect(within(dialog).getByRole('heading', { name: 'Book with Karim Uddin' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept bid from Karim Uddin' })).toHaveFocus();
    expect(api.requestsTo(ACCEPT)).toHaveLength(0);
  });

  it('starts with the promo code chosen on a campaign page, and forgets it once a bid is accepted', async () => {
    window.localStorage.setItem('promo_code', 'SAVE10');
    api.on(ACCEPT, {
      status: 200,
      body: {
        message: 'Bid accepted. Your trip is confirmed.',
        code: 'bidAccepted',
        data: tripDetail(bookedTrip()).data,
      },
    });
    const user = renderPage();
    const dialog = await openAccept(user);

    expect(within(dialog).getByLabelText('Promo code')).toHaveValue('SAVE10');
    expect(await within(dialog).findByText('Applied: 10% off, up to ৳500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));

    await waitFor(() => expect(api.requestsTo(ACCEPT)).toHaveLength(1));
    expect(JSON.parse(api.requestsTo(ACCEPT)[0]!.body)).toMatchObject({ promo_code: 'SAVE10' });
    await waitFor(() => expect(window.localStorage.getItem('promo_code')).toBeNull());
  });

  it('turns the page into the confirmed trip once accepted', async () => {
    let release: () => void = () => {};
    api.on(ACCEPT, async () => {
      // Held until the test has seen the button disabled while sending.
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      detail = tripDetail(bookedTrip(), { cancel: { option: 'cancel', until: '2030-03-15T02:00:00.000Z' } });
      return {
        status: 200,
        body: { message: 'Bid accepted. Your trip is confirmed.', code: 'bidAccepted', data: detail.data },
      };
    });
    const events: AnalyticsRecord[] = [];
    const stopListening = subscribeToAnalytics((record) => events.push(record));
    const user = renderPage();
    const dialog = await openAccept(user);
    await within(dialog).findByRole('button', { name: /SAVE10/ });
    await user.click(within(dialog).getByRole('button', { name: /SAVE10/ }));
    const confirm = within(dialog).getByRole('button', { name: 'Confirm booking' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    await waitFor(() => expect(api.requestsTo(ACCEPT)).toHaveLength(1));
    expect(JSON.parse(api.requestsTo(ACCEPT)[0]!.body)).toEqual({
      trip_id: 41,
      bid_id: 101,
      promo_code: 'SAVE10',
    });
    release();

    const ride = await screen.findByRole('region', { name: 'Your ride' });
    expect(await screen.findByText('Bid accepted. Your trip is confirmed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bids from drivers' })).not.toBeInTheDocument();
    expect(within(ride).getByRole('link', { name: 'Call Karim Uddin on 01712345678' })).toHaveAttribute(
      'href',
      'tel:01712345678',
    );
    expect(figure(ride, 'Total', 'Your fare')).toBe('৳12,425');
    expect(within(ride).getByRole('heading', { name: 'Your ride' })).toHaveFocus();
    // The car type and the agreed fare; not the driver's name or number.
    expect(events).toEqual([{ event: 'bid_accepted', props: { car_type: 'sedan', fare: karimBid().fare } }]);
    stopListening();
  });
});

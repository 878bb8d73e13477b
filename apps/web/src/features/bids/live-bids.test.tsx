import type { PassengerBid } from '@pothik/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderTripPage } from '@/features/my-trips/testing/render-trip-page';
import { expectMapCouldNotLoad, leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import {
  bidList,
  driverCard,
  driverReviews,
  karimBid,
  passengerBid,
  rafiqBid,
  salmaBid,
} from '../../../test/fixtures/bid-fixtures';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../test/fixtures/realtime-test-server';
import { storeLogin, tripDetail, tripView } from '../../../test/fixtures/trip-fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const DETAIL = 'GET /api/v3/user/trips/41';
const BIDS = 'GET /api/v3/user/bid-list/41';
const REVIEWS = 'POST /api/v3/user/get-driver-review';

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

const trip = tripView({ status: 'requested' });
/** The trip's active bids as the fake API holds them; GET bid-list answers with them. */
let bids: PassengerBid[];

function serve(initial: PassengerBid[]) {
  bids = initial;
  api.on(DETAIL, { status: 200, body: tripDetail(trip) });
  api.on(BIDS, () => ({ status: 200, body: bidList(trip, bids) }));
}

beforeEach(() => {
  api.reset();
  realtime.reset();
  leafletCannotLoad();
  storeLogin();
});

afterEach(() => {
  vi.useRealTimers();
});

const renderPage = (lang: 'en' | 'bn' = 'en') =>
  renderTripPage({ apiUrl: api.url, createSocket: realtime.socketFactory(api.url), lang });

const bidsList = (lang: 'en' | 'bn' = 'en') =>
  screen.findByRole('list', { name: lang === 'en' ? 'Bids from drivers' : 'চালকদের বিড' });
const driverNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const bidItem = (list: HTMLElement, name: string) =>
  within(list).getByRole('heading', { name }).closest('li') as HTMLElement;
/** The polite live region of the bids section, where arrivals and departures are announced. */
const liveRegion = () =>
  within(screen.getByRole('region', { name: /^(Bids from drivers|চালকদের বিড)$/ })).getByRole('status');

/** A bid of another driver, for lists longer than the three named fixtures. */
const otherBid = (id: number, name: string, fare: number) =>
  passengerBid({ id, driver_fare: fare, fare, driver: driverCard({ id: id - 100, name }) });

async function whenLive() {
  await screen.findByText(/^(Live|লাইভ)$/);
  // The first load, then the catch-up fetch once the subscription is live.
  await waitFor(() => expect(api.requestsTo(BIDS)).toHaveLength(2));
}

function publishBidEvent(type: 'bid.created' | 'bid.withdrawn' | 'bid.updated', bidId: number) {
  realtime.publish({ type, trip_id: 41, data: { status: 'requested', car_type: 'sedan', bid_id: bidId } });
}

describe('live bids', () => {
  it('waits for bids with the estimate, live on the socket for this trip', async () => {
    serve([]);
    renderPage();

    const section = await screen.findByRole('region', { name: 'Bids from drivers' });
    await expectMapCouldNotLoad();
    expect(await within(section).findByText("Waiting for drivers' bids")).toBeInTheDocument();
    expect(within(section).getByText('Estimated fare: ৳11,200–৳13,700')).toBeInTheDocument();
    expect(await within(section).findByText('Live')).toBeInTheDocument();

    const [client] = realtime.clients;
    // Named by its trip, so the edge sends it to the process the trip's driver is on (ADR 0026).
    expect(client?.path).toBe('/api/v3/realtime?trip=41');
    expect(client?.received.slice(0, 2)).toEqual([
      { type: 'auth', access_token: 'access-1' },
      { type: 'subscribe', trip_id: 41 },
    ]);
  });

  it('shows each bid with its driver, and a new bid from an event without taking focus', async () => {
    serve([karimBid(), salmaBid()]);
    renderPage();

    const list = await bidsList();
    expect(driverNames(list)).toEqual(['Salma Begum', 'Karim Uddin']);
    const salma = bidItem(list, 'Salma Begum');
    expect(within(salma).getByText('৳12,000')).toBeInTheDocument();
    expect(within(salma).getByText('৳12,410 with fees')).toBeInTheDocument();
    expect(within(salma).getByText('Accepted your offer of ৳12,000')).toBeInTheDocument();
    expect(within(salma).getByText('4.9 out of 5 (30 reviews)')).toBeInTheDocument();
    expect(within(salma).getByText(/120 trips completed · Toyota Premio \(Sedan\)/)).toBeInTheDocument();
    expect(within(salma).getByText(/^Expires in (20:00|19:5\d)$/)).toBeInTheDocument();

    const karim = bidItem(list, 'Karim Uddin');
    expect(within(karim).getByText('4.8 out of 5 (12 reviews)')).toBeInTheDocument();
    expect(within(karim).queryByText(/Accepted your offer/)).not.toBeInTheDocument();
    expect(karim.querySelector('img')).toHaveAttribute('src', `${api.url}/images/drivers/karim.webp`);
    expect(within(karim).getByRole('button', { name: 'Accept bid from Karim Uddin' })).toBeEnabled();

    // The first load, then the catch-up fetch once the subscription is live.
    await screen.findByText('Live');
    await waitFor(() => expect(api.requestsTo(BIDS)).toHaveLength(2));
    bids = [...bids, rafiqBid()];
    realtime.publish({
      type: 'bid.created',
      trip_id: 41,
      data: { status: 'requested', car_type: 'sedan', bid_id: 103 },
    });

    expect(await within(list).findByRole('heading', { name: 'Rafiq Islam' })).toBeInTheDocument();
    expect(api.requestsTo(BIDS)).toHaveLength(3);
    expect(driverNames(list)).toEqual(['Rafiq Islam', 'Salma Begum', 'Karim Uddin']);
    const rafiq = bidItem(list, 'Rafiq Islam');
    expect(within(rafiq).getByText('New driver, no reviews yet')).toBeInTheDocument();
    expect(within(rafiq).getByText(/^1 trip completed/)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(/^New bid from Rafiq Islam: ৳11,800$/);
    expect(document.activeElement).toBe(document.body);
  });

  it('sorts by price or by rating', async () => {
    serve([karimBid(), salmaBid(), rafiqBid()]);
    const user = renderPage();

    const list = await bidsList();
    expect(driverNames(list)).toEqual(['Rafiq Islam', 'Salma Begum', 'Karim Uddin']);
    await user.selectOptions(screen.getByLabelText('Sort bids'), 'Highest rated first');
    expect(driverNames(list)).toEqual(['Salma Begum', 'Karim Uddin', 'Rafiq Islam']);
    await user.selectOptions(screen.getByLabelText('Sort bids'), 'Lowest price first');
    expect(driverNames(list)).toEqual(['Rafiq Islam', 'Salma Begum', 'Karim Uddin']);
  });

  it('counts down to each bid’s expiry and greys out an expired bid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    serve(
      [karimBid(), salmaBid()].map((bid, i) => ({
        ...bid,
        expires_at: new Date(Date.now() + (i ? 65_000 : 600_000)).toISOString(),
      })),
    );
    const user = renderPage();

    const list = await bidsList();
    const salma = bidItem(list, 'Salma Begum');
    expect(within(salma).getByText(/^Expires in 1:0[45]$/)).toBeInTheDocument();
    expect(within(bidItem(list, 'Karim Uddin')).getByText(/^Expires in (10:00|9:5\d)$/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(within(salma).getByText(/^Expires in 0:3[45]$/)).toBeInTheDocument();
    const accept = within(salma).getByRole('button', { name: 'Accept bid from Salma Begum' });
    act(() => accept.focus());
    await act(() => vi.advanceTimersByTimeAsync(36_000));
    expect(within(salma).getByText('Expired')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(/^A bid expired$/);
    // Unavailable, yet still where the keyboard user was: a disabled button would drop focus to the body.
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    expect(accept).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(accept);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(bidItem(list, 'Karim Uddin')).getByRole('button', { name: 'Accept bid from Karim Uddin' }),
    ).toBeEnabled();
  });

  it('announces each arrival, even one worded like the last', async () => {
    serve([karimBid()]);
    renderPage();
    const list = await bidsList();
    await whenLive();

    bids = [...bids, salmaBid(), rafiqBid()];
    publishBidEvent('bid.created', 103);
    await within(list).findByRole('heading', { name: 'Rafiq Islam' });
    const first = within(liveRegion()).getByText('2 new bids');

    bids = [...bids, otherBid(104, 'Nasir Ahmed', 12100), otherBid(105, 'Jamal Hossain', 12200)];
    publishBidEvent('bid.created', 105);
    await within(list).findByRole('heading', { name: 'Jamal Hossain' });
    // The same words in new content: a screen reader reads a live region's changes, not its unchanged text.
    const second = within(liveRegion()).getByText('2 new bids');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Bids from drivers', 'A bid was withdrawn', 'New bid from Rafiq Islam: ৳11,500'],
    ['bn', 'চালকদের বিড', 'একটি বিড প্রত্যাহার করা হয়েছে', 'Rafiq Islam-এর কাছ থেকে নতুন বিড: ৳১১,৫০০'],
  ] as const)(
    'in %s, says a bid was withdrawn and keeps focus among the bids',
    async (lang, heading, withdrawn, rebid) => {
      serve([karimBid(), salmaBid(), rafiqBid()]);
      renderPage(lang);
      const list = await bidsList(lang);
      await whenLive();
      const karimAccept = within(bidItem(list, 'Karim Uddin')).getAllByRole('button').at(-1)!;
      act(() => karimAccept.focus());

      bids = bids.filter((bid) => bid.id !== 101);
      publishBidEvent('bid.withdrawn', 101);

      await waitFor(() => expect(within(list).queryByRole('heading', { name: 'Karim Uddin' })).toBeNull());
      await waitFor(() => expect(liveRegion()).toHaveTextContent(new RegExp(`^${withdrawn}$`)));
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toHaveFocus();

      // A driver replacing their bid is one new bid, not a withdrawal as well.
      bids = [
        ...bids.filter((bid) => bid.id !== 103),
        { ...rafiqBid(), id: 106, driver_fare: 11500, fare: 11500 },
      ];
      publishBidEvent('bid.withdrawn', 103);
      publishBidEvent('bid.created', 106);
      await waitFor(() => expect(liveRegion()).toHaveTextContent(new RegExp(`^${rebid}$`)));
    },
  );

  it("opens a driver's reviews in a dialog", async () => {
    const karim = karimBid();
    serve([karim]);
    api.on(REVIEWS, { status: 200, body: driverReviews(karim.driver) });
    const user = renderPage();

    const button = within(await bidsList()).getByRole('button', { name: 'Reviews of Karim Uddin' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Reviews of Karim Uddin' });
    expect(await within(dialog).findByText('4.8 out of 5 from 12 reviews')).toBeInTheDocument();
    const reviews = within(within(dialog).getByRole('list', { name: 'Reviews' })).getAllByRole('listitem');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toHaveTextContent('5 out of 5 stars');
    expect(reviews[0]).toHaveTextContent('Careful driver, on time.');
    expect(reviews[0]).toHaveTextContent('Rahim K. · February 1, 2030 at 4:00 PM');
    expect(reviews[1]).toHaveTextContent('4 out of 5 stars');
    expect(reviews[1]).toHaveTextContent('A passenger');
    expect(JSON.parse(api.requestsTo(REVIEWS)[0]!.body)).toEqual({ driver_id: 3 });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows bids in Bangla with Bengali digits', async () => {
    serve([salmaBid()]);
    renderPage('bn');

    const list = await screen.findByRole('list', { name: 'চালকদের বিড' });
    const salma = bidItem(list, 'Salma Begum');
    expect(within(salma).getByText('৳১২,০০০')).toBeInTheDocument();
    expect(within(salma).getByText('আপনার ৳১২,০০০ প্রস্তাব গ্রহণ করেছেন')).toBeInTheDocument();
    expect(within(salma).getByText('৫-এর মধ্যে ৪.৯ (৩০টি রিভিউ)')).toBeInTheDocument();
    expect(within(salma).getByText(/^মেয়াদ শেষ হবে (২০:০০|১৯:৫[০-৯]) পরে$/)).toBeInTheDocument();
    expect(await screen.findByText('লাইভ')).toBeInTheDocument();
  });

  it('polls the bids every 5 s while the socket is down, and goes live again when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    serve([passengerBid()]);
    renderPage();

    const list = await bidsList();
    await screen.findByText('Live');
    await waitFor(() => expect(api.requestsTo(BIDS)).toHaveLength(2));
    realtime.isDown = true;
    realtime.dropAll(1001);
    expect(await screen.findByText('Reconnecting… checking every 5 s')).toBeInTheDocument();

    const before = api.requestsTo(BIDS).length;
    bids = [...bids, salmaBid()];
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await within(list).findByRole('heading', { name: 'Salma Begum' })).toBeInTheDocument();
    expect(api.requestsTo(BIDS).length).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.requestsTo(BIDS).length).toBe(before + 2);

    realtime.isDown = false;
    // Counted when the server confirms the subscription, before the page hears of it and catches up.
    await realtime.subscribed(41);
    const beforeCatchUp = api.requestsTo(BIDS).length;
    expect(await screen.findByText('Live')).toBeInTheDocument();
    // Back on the socket: one catch-up fetch, then no more polling.
    await waitFor(() => expect(api.requestsTo(BIDS)).toHaveLength(beforeCatchUp + 1));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.requestsTo(BIDS)).toHaveLength(beforeCatchUp + 1);
  });

  it('shows a failed load with a way to try again', async () => {
    api.on(DETAIL, { status: 200, body: tripDetail(trip) });
    api.on(BIDS, { status: 500, body: { message: 'Something went wrong!' } });
    const user = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bids could not be loaded.');
    bids = [karimBid()];
    api.on(BIDS, () => ({ status: 200, body: bidList(trip, bids) }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await bidsList()).findByRole('heading', { name: 'Karim Uddin' })).toBeInTheDocument();
  });
});

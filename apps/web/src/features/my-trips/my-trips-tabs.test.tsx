import type { TripView } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/components/app-toaster';
import { AuthGate } from '@/features/auth';
import { type FakeApi, type RecordedRequest, startFakeApi } from '../../../test/fake-api';
import { storeLogin, tripPage, tripView } from '../../../test/fixtures/trip-fixtures';
import { router, visit } from '../../../test/fixtures/url-router';
import { renderWithProviders } from '../../../test/render';
import { MyTripsTabs } from './my-trips-tabs';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);

const TRIPS = 'GET /api/v3/user/trips';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

beforeEach(() => {
  api.reset();
  router.push.mockClear();
  visit('/trip/my-trips');
  storeLogin();
});

const tripsByTab: Record<string, TripView[]> = {
  upcoming: [tripView({ id: 1 })],
  past: [tripView({ id: 2, status: 'completed', trip_type: 'hourly', dropoff: null, hours: 3 })],
  cancelled: [tripView({ id: 3, status: 'cancelled' })],
};

/** Answers GET /user/trips by its ?tab, as the API does. */
function answerByTab(request: RecordedRequest) {
  return { status: 200, body: tripPage(tripsByTab[request.query.get('tab') ?? ''] ?? []) };
}

function renderPage(lang: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AuthGate>
        <MyTripsTabs />
      </AuthGate>
      <AppToaster />
    </>,
    { lang, apiUrl: api.url },
  );
  return user;
}

const sentQueries = () => api.requestsTo(TRIPS).map((r) => Object.fromEntries(r.query));

describe('My trips tabs', () => {
  it('opens on Upcoming & ongoing and shows each trip as a card linking to it', async () => {
    api.on(TRIPS, answerByTab);
    renderPage();

    expect(screen.getByRole('tab', { name: 'Upcoming & ongoing' })).toHaveAttribute('aria-selected', 'true');
    const link = await screen.findByRole('link', { name: 'One Way trip, March 15, 2030 at 10:00 AM' });
    expect(link).toHaveAttribute('href', '/trip/my-trips/1');
    const card = link.closest('article')!;
    expect(within(card).getByText('Requested')).toBeInTheDocument();
    expect(within(card).getByText(/Gulshan 2, Dhaka/)).toHaveTextContent("Gulshan 2, Dhaka → to Cox's Bazar");
    expect(within(card).getByText('Sedan')).toBeInTheDocument();
    expect(within(card).getByText('৳11,200–৳13,700')).toBeInTheDocument();
    expect(sentQueries()).toEqual([{ tab: 'upcoming', page: '1', per_page: '12' }]);
    expect(api.requestsTo(TRIPS)[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('asks for the chosen tab, keeps it in the URL and shows its trips', async () => {
    api.on(TRIPS, answerByTab);
    const user = renderPage();
    await screen.findByText('Requested');

    await user.click(screen.getByRole('tab', { name: 'Past' }));

    expect(router.push).toHaveBeenLastCalledWith('/trip/my-trips?tab=past', { scroll: false });
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText(/3 hours/)).toBeInTheDocument();
    expect(screen.queryByText('Requested')).not.toBeInTheDocument();

    // Arrow keys move between tabs (radix Tabs, automatic activation).
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveFocus();
    expect(await screen.findByText('Cancelled', { selector: '[data-status]' })).toBeInTheDocument();
    expect(sentQueries().map((q) => q.tab)).toEqual(['upcoming', 'past', 'cancelled']);
  });

  it('opens the tab and page a reloaded URL names', async () => {
    api.on(TRIPS, {
      status: 200,
      body: tripPage([tripView({ id: 15, status: 'cancelled' })], { page: 2, total: 13 }),
    });
    visit('/trip/my-trips?tab=cancelled&page=2');
    renderPage();

    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(sentQueries()).toEqual([{ tab: 'cancelled', page: '2', per_page: '12' }]);
  });

  it('pages through a long list with previous and next', async () => {
    api.on(TRIPS, (request) => {
      const page = Number(request.query.get('page'));
      return { status: 200, body: tripPage([tripView({ id: 100 + page })], { page, total: 30 }) };
    });
    const user = renderPage();

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.push).toHaveBeenLastCalledWith('/trip/my-trips?tab=upcoming&page=2', { scroll: false });
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /One Way trip/ })).toHaveAttribute('href', '/trip/my-trips/102');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    // A page seen before shows at once from the cache and is asked for again behind it.
    await waitFor(() => expect(sentQueries().map((q) => q.page)).toEqual(['1', '2', '3', '2']));
  });

  it.each([
    ['upcoming', 'No upcoming trips'],
    ['past', 'No past trips'],
    ['cancelled', 'No cancelled trips'],
  ])('says when the %s tab is empty and links to booking', async (tab, title) => {
    api.on(TRIPS, { status: 200, body: tripPage([]) });
    visit(`/trip/my-trips?tab=${tab}`);
    renderPage();

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a trip' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    api.on(TRIPS, (request) =>
      ++calls === 1 ? { status: 500, body: { message: 'Something went wrong!' } } : answerByTab(request),
    );
    const user = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your trips could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong!');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Requested')).toBeInTheDocument();
  });

  it('says to log in again when the API refuses the token', async () => {
    api.on(TRIPS, { status: 401, body: { message: 'Unauthorized' } });
    renderPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in again.');
    await waitFor(() => expect(screen.getAllByText('Please log in again.')).toHaveLength(2));
  });

  it('shows the airport end by its name and the passenger’s own offer', async () => {
    api.on(TRIPS, {
      status: 200,
      body: tripPage([
        tripView({
          trip_type: 'from_airport',
          airport_code: 'DAC',
          pickup: { address: 'Hazrat Shahjalal International Airport', lat: 23.8433, lng: 90.3978 },
          dropoff: { address: 'Banani, Dhaka', lat: 23.7937, lng: 90.4066 },
          bid_amount: 1500,
        }),
      ]),
    });
    renderPage();

    expect(await screen.findByText(/Banani, Dhaka/)).toHaveTextContent(
      'Hazrat Shahjalal International Airport → to Banani, Dhaka',
    );
    expect(screen.getByText('Your offer')).toBeInTheDocument();
    expect(screen.getByText('৳1,500')).toBeInTheDocument();
  });

  it('reads in Bangla: tab names, status names, Dhaka time and taka in Bengali digits', async () => {
    api.on(TRIPS, { status: 200, body: tripPage([tripView({ id: 1 })], { total: 25 }) });
    renderPage('bn');

    expect(await screen.findByText('অনুরোধ করা হয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'আসন্ন ও চলমান' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'ওয়ান ওয়ে ট্রিপ, ১৫ মার্চ, ২০৩০, ১০:০০ পূর্বাহ্ণ' })).toBeInTheDocument();
    expect(screen.getByText('৳১১,২০০–৳১৩,৭০০')).toBeInTheDocument();
    expect(screen.getByText('৩ পাতার মধ্যে ১ নম্বর পাতা')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OngoingTripsSection } from '@/features/my-trips/ongoing-trips-section';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { bookedTrip } from '../../../test/fixtures/ride-fixtures';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);

const ONGOING = 'GET /api/v3/user/ongoing-trips';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const renderSection = (lang: 'en' | 'bn' = 'en') =>
  renderWithProviders(<OngoingTripsSection />, { lang, apiUrl: api.url });

describe('ongoing trips section', () => {
  it("lists a logged-in passenger's ongoing trips, each linking to its page", async () => {
    storeLogin();
    api.on(ONGOING, {
      status: 200,
      body: {
        data: [
          bookedTrip({ id: 41, status: 'started' }),
          bookedTrip({
            id: 42,
            trip_type: 'hourly',
            dropoff: null,
            hours: 4,
            pickup_at: '2030-03-16T03:00:00.000Z',
          }),
        ],
      },
    });
    renderSection();

    const section = await screen.findByRole('region', { name: 'Ongoing trips' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]!).getByRole('link', { name: 'One Way trip, March 15, 2030 at 10:00 AM' }),
    ).toHaveAttribute('href', '/trip/my-trips/41');
    expect(within(items[0]!).getByText('Started')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Total fare').nextElementSibling).toHaveTextContent('৳12,425');
    expect(
      within(items[1]!).getByRole('link', { name: 'Hourly trip, March 16, 2030 at 9:00 AM' }),
    ).toHaveAttribute('href', '/trip/my-trips/42');
    expect(within(items[1]!).getByText('Confirmed')).toBeInTheDocument();
    expect(api.requestsTo(ONGOING)[0]!.headers.authorization).toBe('Bearer access-1');
  });

  it('shows nothing to a visitor and asks the API nothing', async () => {
    renderSection();
    // Give a request the time it would need to be made.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(api.requestsTo(ONGOING)).toHaveLength(0);
  });

  it('shows nothing when no trip is under way', async () => {
    storeLogin();
    api.on(ONGOING, { status: 200, body: { data: [] } });
    renderSection();
    await waitFor(() => expect(api.requestsTo(ONGOING)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('says when the trips could not be loaded, in Bangla, and tries again', async () => {
    storeLogin();
    api.on(ONGOING, { status: 500, body: { message: 'Something went wrong!' } });
    const user = userEvent.setup();
    renderSection('bn');

    const section = await screen.findByRole('region', { name: 'চলমান ট্রিপ' });
    expect(within(section).getByRole('alert')).toHaveTextContent('আপনার চলমান ট্রিপগুলো লোড করা যায়নি।');
    api.on(ONGOING, { status: 200, body: { data: [bookedTrip({ status: 'started' })] } });
    await user.click(within(section).getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(
      await within(await screen.findByRole('region', { name: 'চলমান ট্রিপ' })).findByText('শুরু হয়েছে'),
    ).toBeInTheDocument();
  });
});

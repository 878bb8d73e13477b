import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin, tripView } from '../../../test/fixtures/trip-fixtures';
import { holdDateAt } from '../../../test/held-date';
import { renderWithProviders } from '../../../test/render';
import { NoShowReport } from './no-show-report';

// "The driver did not come" (DESIGN.md §17): from 15 minutes after the pickup, on a booked trip.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
// Held before the login below is stored: its token's hour is counted on the held clock.
const NOW = new Date('2030-03-15T06:00:00.000Z');
holdDateAt(NOW);
beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  storeLogin();
});

const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

describe('the no-show report on the trip page', () => {
  it('is not offered before 15 minutes past the pickup, nor once the trip started', () => {
    const { unmount } = renderWithProviders(
      <NoShowReport trip={tripView({ id: 41, status: 'confirmed', pickup_at: minutesAgo(14) })} />,
    );
    expect(screen.queryByRole('button', { name: 'The driver did not come' })).toBeNull();
    unmount();
    renderWithProviders(
      <NoShowReport trip={tripView({ id: 41, status: 'started', pickup_at: minutesAgo(40) })} />,
    );
    expect(screen.queryByRole('button', { name: 'The driver did not come' })).toBeNull();
  });

  it('reports after a confirm, and says staff will check', async () => {
    api.on('POST /api/v3/user/trips/41/no-show', {
      status: 200,
      body: {
        message: 'Thank you. Our staff will check and tell you shortly.',
        code: 'noShowReported',
        data: { id: 5, trip_id: 41, status: 'open', reported_at: minutesAgo(0) },
      },
    });
    renderWithProviders(
      <NoShowReport trip={tripView({ id: 41, status: 'confirmed', pickup_at: minutesAgo(16) })} />,
      { apiUrl: api.url },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'The driver did not come' }));
    expect(api.requestsTo('POST /api/v3/user/trips/41/no-show')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, report it' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Reported. Our staff will check and tell you shortly.',
      ),
    );
    expect(api.requestsTo('POST /api/v3/user/trips/41/no-show')).toHaveLength(1);
  });

  it('speaks Bangla', () => {
    renderWithProviders(
      <NoShowReport trip={tripView({ id: 41, status: 'confirmed', pickup_at: minutesAgo(20) })} />,
      { lang: 'bn' },
    );
    expect(screen.getByRole('button', { name: 'চালক আসেননি' })).toBeInTheDocument();
  });
});

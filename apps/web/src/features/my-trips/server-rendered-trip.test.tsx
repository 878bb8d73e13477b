import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthGate } from '@/features/auth';
import { SocketFactoryProvider } from '@/features/realtime';
import { leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { bidList } from '../../../test/fixtures/bid-fixtures';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../test/fixtures/realtime-test-server';
import { storeLogin, tripDetail, tripView } from '../../../test/fixtures/trip-fixtures';
import { holdDateAt } from '../../../test/held-date';
import { hydrateWithProviders } from '../../../test/render';
import { TripDetail } from './trip-detail';
import { TripLiveSection } from './trip-live-section';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

// ADR 0024: the trip's page as the web server renders it with the trip (the passenger's token it holds),
// then hydrated in the browser. The trip is in the HTML; hydration agrees with it (a mismatch is a console
// error, which fails the test); the browser does not ask for the trip again, and its live part follows.

const NOW = new Date('2030-03-10T04:00:00.000Z');
holdDateAt(NOW);

const DETAIL = 'GET /api/v3/user/trips/41';
const BIDS = 'GET /api/v3/user/bid-list/41';

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

beforeEach(() => {
  api.reset();
  realtime.reset();
  leafletCannotLoad();
  storeLogin();
});

function hydrateTripPage(detail: ReturnType<typeof tripDetail>['data'], lang: 'en' | 'bn' = 'en') {
  return hydrateWithProviders(
    <SocketFactoryProvider value={realtime.socketFactory(api.url)}>
      <AuthGate isLoggedInOnServer>
        <TripDetail tripId="41" initial={detail} liveSlot={<TripLiveSection />} />
      </AuthGate>
    </SocketFactoryProvider>,
    { lang, apiUrl: api.url },
  );
}

describe('the trip page the server rendered', () => {
  it('holds the trip in its HTML, hydrates without asking for it again, and then shows its bids', async () => {
    const trip = tripView({ status: 'requested', note: 'Two suitcases' });
    api.on(BIDS, { status: 200, body: bidList(trip, []) });
    const { html } = hydrateTripPage(tripDetail(trip).data);

    expect(html).toContain('Two suitcases');
    expect(html).toContain('data-status="requested"');
    const summary = screen.getByRole('region', { name: 'One Way' });
    expect(within(summary).getByText('Requested')).toBeInTheDocument();
    // Its live part comes once hydrated: bids are the browser's to follow.
    expect(await screen.findByRole('region', { name: 'Bids from drivers' })).toBeInTheDocument();
    expect(api.requestsTo(DETAIL)).toHaveLength(0);
  });

  it("shows a held driver's time left only from the browser's clock, in Bangla too", async () => {
    const trip = tripView({ status: 'requested' });
    const hold = {
      bid_id: 7,
      driver_id: 3,
      lapses_at: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
      advance: 314,
      cash_due: 2826,
      gateways: ['demo' as const],
    };
    api.on(BIDS, { status: 200, body: bidList(trip, []) });
    const detail = tripDetail(trip, {
      advance: { hold, paid: null, refunded: 0, refund_status: null, cash_due: null },
    }).data;
    const { html } = hydrateTripPage(detail, 'bn');

    // The server's HTML has no seconds in it (its clock is not the phone's); the browser counts.
    expect(html).toContain('আরও … আপনার জন্য রাখা আছে');
    expect(await screen.findByText(/^আরও (১০:০০|৯:৫৯) আপনার জন্য রাখা আছে$/)).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { AuthGate } from '@/features/auth';
import { tripDetail, tripView } from '../../../test/fixtures/trip-fixtures';
import { streamWithProviders } from '../../../test/render';
import { TripDetail } from './trip-detail';
import { TripLiveSection } from './trip-live-section';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);
vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

// ADR 0024: the trip's page as the web server streams it with the trip. A file of its own: React's
// streaming renderer leaves its mark on the contexts it rendered, and the string renderer the other
// server-rendering tests use would take a later render for two renderers at once.

describe('the trip page the server streams', () => {
  it('is whole in the first HTML: no part of it is held back to be put in place after the first paint', async () => {
    const trip = tripView({ status: 'requested', note: 'Two suitcases' });
    const html = await streamWithProviders(
      <>
        {/* What comes before the trip in the page (the head's stylesheet, the header) is past React's
            budget for sending a finished Suspense boundary in place (12.8 KB). A boundary in the trip
            would be sent apart, hidden, and moved in by a script after the first paint: a second layout
            of the page, and its largest text late (ADR 0024). */}
        <p>{'x'.repeat(20_000)}</p>
        <AuthGate isLoggedInOnServer>
          <TripDetail tripId="41" initial={tripDetail(trip).data} liveSlot={<TripLiveSection />} />
        </AuthGate>
      </>,
    );

    for (const part of ['Two suitcases', 'Bids from drivers', 'Route', 'Status history'])
      expect(html).toContain(part);
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('$RC(');
  });
});

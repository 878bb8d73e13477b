import type { Lang } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocketFactoryProvider } from '@/features/realtime';
import { leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import {
  type RealtimeTestServer,
  startRealtimeTestServer,
} from '../../../test/fixtures/realtime-test-server';
import { holdDateAt } from '../../../test/held-date';
import { renderWithProviders } from '../../../test/render';
import { SharedTripPage } from './shared-trip-page';

vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const SHARED = 'GET /api/v3/shared-trip';
const token = 'T'.repeat(43);
const shared = {
  status: 'started',
  car_type: 'sedan',
  car_model: 'Toyota Axio 2016',
  car_colour: 'white',
  plate_number: 'DHAKA METRO-GA 11-2233',
  driver: { first_name: 'Abdul', photo: null },
  pickup: { address: 'Gulshan 2', lat: 23.7925, lng: 90.4078 },
  dropoff: { address: 'Sylhet', lat: 24.8949, lng: 91.8687 },
  pickup_at: '2030-03-15T08:00:00.000Z',
  arrived_at: '2030-03-15T07:55:00.000Z',
  started_at: '2030-03-15T08:02:00.000Z',
  completed_at: null,
  expires_at: null,
  is_tracked: false,
  position: null,
  route_key: '812',
};

const NOW = new Date('2030-03-15T07:40:00.000Z');
holdDateAt(NOW);
// On its way to the pickup (Gulshan 2), about 3 km south of it, `secondsAgo` before now.
const onItsWay = (secondsAgo: number) => ({
  ...shared,
  status: 'confirmed',
  arrived_at: null,
  started_at: null,
  is_tracked: true,
  position: {
    lat: shared.pickup.lat - 3000 / 111_320,
    lng: shared.pickup.lng,
    at: new Date(NOW.getTime() - secondsAgo * 1000).toISOString(),
  },
});
const carMarker = () => document.querySelector('[data-route-marker="car"]');

let api: FakeApi;
let realtime: RealtimeTestServer;
beforeAll(async () => {
  api = await startFakeApi();
  realtime = await startRealtimeTestServer();
});
afterAll(async () => {
  api.close();
  await realtime.close();
});
beforeEach(() => {
  api.reset();
  realtime.reset();
  leafletCannotLoad();
});
const renderPage = (lang: Lang) =>
  renderWithProviders(
    <SocketFactoryProvider value={realtime.socketFactory(api.url)}>
      <SharedTripPage token={token} />
    </SocketFactoryProvider>,
    { lang, apiUrl: api.url },
  );

describe('the page a share link opens', () => {
  it('shows who drives, the car to look for and where the trip is, asking with the token in a header', async () => {
    api.on(SHARED, { status: 200, body: { data: shared } });
    renderPage('en');
    expect(await screen.findByRole('heading', { name: 'Abdul is driving this trip' })).toBeInTheDocument();
    expect(screen.getByText('DHAKA METRO-GA 11-2233')).toBeInTheDocument();
    expect(screen.getByText('White')).toBeInTheDocument();
    expect(screen.getByText('The trip is under way.')).toBeInTheDocument();
    expect(api.requestsTo(SHARED)[0]!.headers['x-share-token']).toBe(token);
  });

  it('says in Bangla that a revoked or expired link shows no trip', async () => {
    api.on(SHARED, { status: 404, body: { message: 'x', code: 'shareLinkNotFound' } });
    renderPage('bn');
    expect(await screen.findByRole('alert')).toHaveTextContent('এই লিংকে কোনো ট্রিপ নেই');
  });

  it('draws the car on the map, with how long ago it reported and how far and long to the pickup', async () => {
    api.on(SHARED, { status: 200, body: { data: onItsWay(12) } });
    renderPage('en');
    const panel = await screen.findByRole('region', { name: 'Where the car is' });
    expect(within(panel).getByRole('status')).toHaveTextContent('3.9 km from the pickup, about 16 min away.');
    expect(within(panel).getByText(/^Updated 1[2-4] s ago$/)).toBeInTheDocument();
    expect(carMarker()?.querySelector('title')).toHaveTextContent('The car, now');
  });

  it('moves the car when the socket pushes its position, following the link by its token', async () => {
    api.on(SHARED, { status: 200, body: { data: onItsWay(12) } });
    renderPage('en');
    const panel = await screen.findByRole('region', { name: 'Where the car is' });
    await realtime.followsShare(token);
    // On the car's API process: the socket names the trip's routing key (ADR 0026).
    expect(realtime.clients.map((c) => c.path)).toEqual(['/api/v3/realtime?trip=812']);
    realtime.pushShared(token, {
      lat: shared.pickup.lat - 1000 / 111_320,
      lng: shared.pickup.lng,
      at: NOW.toISOString(),
    });
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(/^1\.3 km from the pickup/),
    );
    expect(within(panel).getByText(/^Updated [0-2] s ago$/)).toBeInTheDocument();
    // The page was asked once: the push moved the car, not a poll.
    expect(api.requestsTo(SHARED)).toHaveLength(1);
  });

  it('says plainly, in Bangla, when the car’s positions stop, with no driver to call', async () => {
    api.on(SHARED, { status: 200, body: { data: onItsWay(95) } });
    renderPage('bn');
    const panel = await screen.findByRole('region', { name: 'গাড়িটি কোথায়' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'গাড়ির অবস্থান আর হালনাগাদ হচ্ছে না। চালকের ফোনে হয়তো নেটওয়ার্ক নেই।',
    );
    expect(panel).not.toHaveTextContent('ফোন করুন');
  });

  it('shows no car while the driver has not set off', async () => {
    api.on(SHARED, { status: 200, body: { data: { ...shared, status: 'confirmed', started_at: null } } });
    renderPage('en');
    expect(await screen.findByText('The driver has arrived at the pickup.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Where the car is' })).toBeNull();
    expect(carMarker()).toBeNull();
  });
});

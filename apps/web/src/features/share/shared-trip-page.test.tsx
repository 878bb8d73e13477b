import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leafletCannotLoad } from '@/features/route-map/testing/map-could-not-load';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
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
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  leafletCannotLoad();
});

describe('the page a share link opens', () => {
  it('shows who drives, the car to look for and where the trip is, asking with the token in a header', async () => {
    api.on(SHARED, { status: 200, body: { data: shared } });
    renderWithProviders(<SharedTripPage token={token} />, { lang: 'en', apiUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'Abdul is driving this trip' })).toBeInTheDocument();
    expect(screen.getByText('DHAKA METRO-GA 11-2233')).toBeInTheDocument();
    expect(screen.getByText('White')).toBeInTheDocument();
    expect(screen.getByText('The trip is under way.')).toBeInTheDocument();
    expect(api.requestsTo(SHARED)[0]!.headers['x-share-token']).toBe(token);
  });

  it('says in Bangla that a revoked or expired link shows no trip', async () => {
    api.on(SHARED, { status: 404, body: { message: 'x', code: 'shareLinkNotFound' } });
    renderWithProviders(<SharedTripPage token={token} />, { lang: 'bn', apiUrl: api.url });
    expect(await screen.findByRole('alert')).toHaveTextContent('এই লিংকে কোনো ট্রিপ নেই');
  });
});

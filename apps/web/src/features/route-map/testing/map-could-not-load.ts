import { act, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { loadLeaflet } from '../load-leaflet';

/**
 * The map as a page's tests run it when they are not about the map: Leaflet's download fails (as a
 * passenger offline finds it) and the route's simplified drawing stays in its place. For a test file
 * that replaces the loader: `vi.mock('@/features/route-map/load-leaflet', () => ({ loadLeaflet: vi.fn() }))`,
 * then this in `beforeEach`. route-map.test.tsx runs the real Leaflet.
 */
export function leafletCannotLoad() {
  vi.mocked(loadLeaflet).mockImplementation(() =>
    Promise.reject(new Error('Leaflet could not load (the page test runs without the map)')),
  );
}

/** The state `leafletCannotLoad` leaves: the download was tried and failed, no map, the drawing instead. */
export async function expectMapCouldNotLoad() {
  await waitFor(() => expect(loadLeaflet).toHaveBeenCalled());
  await act(() => vi.mocked(loadLeaflet).mock.results[0]!.value.catch(() => {}));
  expect(document.querySelector('.leaflet-container')).toBeNull();
  expect(screen.getByRole('img', { name: 'Simplified drawing of the route' })).toBeVisible();
}

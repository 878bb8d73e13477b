import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type PublicConfig, RuntimeConfigProvider } from '@/config/runtime-config';
import { renderWithProviders, testConfig } from '../../../test/render';
import { type LeafletModule, loadLeaflet } from './load-leaflet';
import { type MapPoint, RouteMap } from './route-map';

vi.mock('./load-leaflet', () => ({ loadLeaflet: vi.fn() }));

const dhaka: MapPoint = { lat: 23.8103, lng: 90.4125, label: 'Dhaka' };
const chattogram: MapPoint = { lat: 22.3569, lng: 91.7832, label: 'Chattogram' };
const gulshan: MapPoint = { lat: 23.7937, lng: 90.4066, label: 'Gulshan 1' };
const dhanmondi: MapPoint = { lat: 23.7806, lng: 90.4193, label: 'Dhanmondi 27' };

const leafletNeverArrives = () => new Promise<LeafletModule>(() => {});
const realLeaflet = async () => {
  const mod = await import('leaflet');
  return (mod as LeafletModule & { default?: LeafletModule }).default ?? mod;
};

beforeEach(() => {
  vi.mocked(loadLeaflet).mockImplementation(leafletNeverArrives);
});

function drawing() {
  return screen.getByRole('img', { name: 'Simplified drawing of the route' });
}

function markerTitle(svg: Element, end: 'pickup' | 'dropoff') {
  return svg.querySelector(`[data-route-marker="${end}"] > title`)?.textContent;
}

function markerCentre(svg: Element, end: 'pickup' | 'dropoff') {
  const circle = svg.querySelector(`[data-route-marker="${end}"] circle`)!;
  return { x: Number(circle.getAttribute('cx')), y: Number(circle.getAttribute('cy')) };
}

function renderWithMapConfig(ui: React.ReactElement, map: PublicConfig['map']) {
  return renderWithProviders(
    <RuntimeConfigProvider value={{ ...testConfig, map }}>{ui}</RuntimeConfigProvider>,
  );
}

describe('RouteMap before Leaflet arrives (first paint)', () => {
  it('names the route and shows road and straight-line distance with both places', () => {
    renderWithProviders(<RouteMap pickup={dhaka} dropoff={chattogram} />);

    const region = screen.getByRole('region', { name: 'Route from Dhaka to Chattogram' });
    // 214 km great-circle Dhaka–Chattogram, × 1.3 road factor.
    expect(within(region).getByText('About 278 km by road (214 km straight)')).toBeVisible();
    expect(within(region).getByText('Pickup:').parentElement).toHaveTextContent('Pickup: Dhaka');
    expect(within(region).getByText('Drop-off:').parentElement).toHaveTextContent('Drop-off: Chattogram');
  });

  it('draws both markers, labelled, joined by the line, north up and east right', () => {
    renderWithProviders(<RouteMap pickup={dhaka} dropoff={chattogram} />);

    const svg = drawing();
    expect(svg).toBeVisible();
    expect(markerTitle(svg, 'pickup')).toBe('Pickup: Dhaka');
    expect(markerTitle(svg, 'dropoff')).toBe('Drop-off: Chattogram');
    expect(within(svg).getByText('A')).toBeInTheDocument();
    expect(within(svg).getByText('B')).toBeInTheDocument();
    expect(within(svg).getByText('Dhaka')).toBeInTheDocument();
    expect(within(svg).getByText('Chattogram')).toBeInTheDocument();

    const a = markerCentre(svg, 'pickup');
    const b = markerCentre(svg, 'dropoff');
    // Chattogram is south-east of Dhaka.
    expect(b.x).toBeGreaterThan(a.x);
    expect(b.y).toBeGreaterThan(a.y);
    const line = svg.querySelector('[data-route-line]')!;
    expect([line.getAttribute('x1'), line.getAttribute('y1')].map(Number)).toEqual([a.x, a.y]);
    expect([line.getAttribute('x2'), line.getAttribute('y2')].map(Number)).toEqual([b.x, b.y]);
  });

  it('reads in Bangla with Bengali digits', () => {
    renderWithProviders(<RouteMap pickup={dhaka} dropoff={chattogram} />, { lang: 'bn' });

    const region = screen.getByRole('region', { name: 'Dhaka থেকে Chattogram পর্যন্ত পথ' });
    expect(within(region).getByText('সড়কপথে প্রায় ২৭৮ কিমি (সোজাসুজি ২১৪ কিমি)')).toBeVisible();
    expect(within(region).getByText('পিক-আপ:')).toBeVisible();
    expect(screen.getByRole('img', { name: 'পথের সরল নকশা' })).toBeVisible();
  });

  it('gives short trips one decimal', () => {
    renderWithProviders(<RouteMap pickup={gulshan} dropoff={dhanmondi} />, { lang: 'bn' });
    expect(screen.getByText('সড়কপথে প্রায় ২.৫ কিমি (সোজাসুজি ১.৯ কিমি)')).toBeVisible();
  });

  it('says so when pickup and drop-off are the same place', () => {
    renderWithProviders(<RouteMap pickup={dhaka} dropoff={{ ...dhaka, label: 'Dhaka again' }} />);
    expect(screen.getByText('Pickup and drop-off are at the same place.')).toBeVisible();
  });

  it('asks for both places when none is chosen, and draws nothing', () => {
    renderWithProviders(<RouteMap pickup={null} dropoff={null} />);

    const region = screen.getByRole('region', { name: 'Route map' });
    expect(within(region).getByText('Choose a pickup and a drop-off to see the route.')).toBeVisible();
    expect(within(region).getAllByText('not chosen yet')).toHaveLength(2);
    expect(within(region).queryByText(/km/)).not.toBeInTheDocument();
    expect(drawing().querySelector('[data-route-marker], [data-route-line]')).toBeNull();
  });

  it('shows one place without a line, and asks for the other', () => {
    renderWithProviders(<RouteMap pickup={null} dropoff={chattogram} />);

    expect(screen.getByRole('region', { name: 'Route map: drop-off at Chattogram' })).toBeInTheDocument();
    expect(screen.getByText('Choose a pickup to see the distance.')).toBeVisible();
    const svg = drawing();
    expect(markerTitle(svg, 'dropoff')).toBe('Drop-off: Chattogram');
    expect(svg.querySelector('[data-route-marker="pickup"], [data-route-line]')).toBeNull();
  });

  it('treats a point without valid coordinates as not chosen', () => {
    renderWithProviders(<RouteMap pickup={{ lat: Number.NaN, lng: 90, label: 'Nowhere' }} dropoff={dhaka} />);
    expect(screen.getByText('Choose a pickup to see the distance.')).toBeVisible();
    expect(screen.queryByText('Nowhere')).not.toBeInTheDocument();
  });
});

describe('RouteMap when Leaflet cannot load', () => {
  it('keeps the drawing, the places and the distance', async () => {
    const failure = Promise.reject(new Error('chunk failed to load'));
    vi.mocked(loadLeaflet).mockImplementation(() => failure);
    const { container } = renderWithProviders(<RouteMap pickup={dhaka} dropoff={chattogram} />);
    await act(() => failure.catch(() => {}));

    expect(loadLeaflet).toHaveBeenCalled();
    expect(container.querySelector('.leaflet-container')).toBeNull();
    expect(drawing()).toBeVisible();
    expect(markerTitle(drawing(), 'pickup')).toBe('Pickup: Dhaka');
    expect(screen.getByText('About 278 km by road (214 km straight)')).toBeVisible();
  });
});

describe('RouteMap with Leaflet', () => {
  beforeEach(() => {
    vi.mocked(loadLeaflet).mockImplementation(realLeaflet);
  });

  async function leafletMarker(container: HTMLElement, title: string) {
    return waitFor(() => {
      const marker = container.querySelector(`.leaflet-marker-icon[title="${title}"]`);
      expect(marker).not.toBeNull();
      return marker!;
    });
  }

  it('replaces the drawing with the map: markers, line and OpenStreetMap tiles by default', async () => {
    const { container } = renderWithProviders(<RouteMap pickup={dhaka} dropoff={chattogram} />);

    const pickup = await leafletMarker(container, 'Pickup: Dhaka');
    expect(pickup).toHaveTextContent('A');
    expect(await leafletMarker(container, 'Drop-off: Chattogram')).toHaveTextContent('B');
    // Not a tab stop: the marker has no action.
    expect(pickup).not.toHaveAttribute('tabindex');
    expect(container.querySelector('.leaflet-overlay-pane path')).not.toBeNull();
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/,
    );
    expect(screen.getByRole('group', { name: /Interactive map/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Simplified drawing of the route' })).not.toBeInTheDocument();
    expect(screen.getByText('About 278 km by road (214 km straight)')).toBeVisible();
  });

  it('tells the reader when tiles fail, and keeps markers, line and distance', async () => {
    const { container } = renderWithProviders(<RouteMap pickup={dhaka} dropoff={chattogram} />);
    await leafletMarker(container, 'Pickup: Dhaka');
    expect(screen.queryByText(/Map tiles could not load/)).not.toBeInTheDocument();

    act(() => {
      container.querySelector('img.leaflet-tile')!.dispatchEvent(new Event('error'));
    });

    expect(await screen.findByText('Map tiles could not load; the route is still shown.')).toBeVisible();
    expect(container.querySelector('.leaflet-marker-icon[title="Drop-off: Chattogram"]')).not.toBeNull();
    expect(container.querySelector('.leaflet-overlay-pane path')).not.toBeNull();
    expect(screen.getByText('About 278 km by road (214 km straight)')).toBeVisible();
  });

  it('moves the markers when the places change', async () => {
    const { container, rerender } = renderWithProviders(<RouteMap pickup={dhaka} dropoff={null} />);
    await leafletMarker(container, 'Pickup: Dhaka');
    expect(container.querySelector('.leaflet-overlay-pane path')).toBeNull();

    rerender(<RouteMap pickup={gulshan} dropoff={dhanmondi} />);

    await leafletMarker(container, 'Drop-off: Dhanmondi 27');
    expect(container.querySelector('.leaflet-marker-icon[title="Pickup: Dhaka"]')).toBeNull();
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2);
    expect(container.querySelector('.leaflet-overlay-pane path')).not.toBeNull();
  });

  it('uses the configured tile server', async () => {
    const { container } = renderWithMapConfig(<RouteMap pickup={dhaka} dropoff={chattogram} />, {
      tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
    await leafletMarker(container, 'Pickup: Dhaka');
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\.test\//,
    );
    expect(screen.getByText(/© Example Maps/)).toBeInTheDocument();
  });

  it('draws on a plain background when tiles are turned off', async () => {
    const { container } = renderWithMapConfig(<RouteMap pickup={dhaka} dropoff={chattogram} />, {
      tileUrl: '',
      attribution: '',
    });
    await leafletMarker(container, 'Drop-off: Chattogram');
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(container.querySelector('.leaflet-overlay-pane path')).not.toBeNull();
  });
});

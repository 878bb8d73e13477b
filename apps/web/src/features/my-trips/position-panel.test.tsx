import type { PositionView } from '@pothik/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PositionPanel } from '@/features/my-trips/position-panel';
import { bookedTrip } from '../../../test/fixtures/ride-fixtures';
import { renderWithProviders } from '../../../test/render';

// The passenger's "where the car is" (DESIGN.md §15): how long ago the car reported, the distance and
// time to the pickup (then the drop-off), and a plain warning once its positions stop.

const NOW = new Date('2030-03-15T03:30:00.000Z');
const trip = bookedTrip({ on_my_way_at: '2030-03-15T03:20:00.000Z' });
// About 3 km south of the fixture's pickup (Gulshan 2), on the way to it.
const at = (secondsAgo: number, metresSouth = 3000): PositionView => ({
  lat: trip.pickup.lat - metresSouth / 111_320,
  lng: trip.pickup.lng,
  accuracy_m: 10,
  heading: 0,
  speed_mps: 6,
  at: new Date(NOW.getTime() - secondsAgo * 1000).toISOString(),
});

const status = () => screen.getByRole('status');

describe('the car’s position for the passenger', () => {
  it('says how long ago the car reported, and how far and how long to the pickup', () => {
    renderWithProviders(<PositionPanel trip={trip} points={[at(12)]} now={NOW} />);
    expect(screen.getByRole('region', { name: 'Where the car is' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('3.9 km from the pickup, about 16 min away.');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Updated 12 s ago')).toBeInTheDocument();
  });

  it('says so plainly when the positions stop', () => {
    renderWithProviders(<PositionPanel trip={trip} points={[at(95)]} now={NOW} />);
    expect(status()).toHaveTextContent(
      'The car’s location has stopped updating. The driver’s phone may be out of signal; call the driver if you are worried.',
    );
    expect(screen.getByText('Updated 1 min ago')).toBeInTheDocument();
    expect(screen.queryByText(/km from the pickup/)).toBeNull();
  });

  it('waits for the first position, then heads for the drop-off once the trip has started', () => {
    const { unmount } = renderWithProviders(<PositionPanel trip={trip} points={[]} now={NOW} />);
    expect(status()).toHaveTextContent('Your driver is on the way. Waiting for the car’s first location…');
    expect(screen.queryByText(/Updated/)).toBeNull();
    unmount();
    renderWithProviders(
      <PositionPanel trip={{ ...trip, status: 'started' }} points={[at(5, 0)]} now={NOW} />,
    );
    expect(status()).toHaveTextContent(/km to the drop-off, about .* min more\./);
  });

  it('tells the passenger when the car has not come closer for minutes', () => {
    const standing = [at(170, 3000), at(100, 3000), at(10, 3000)];
    renderWithProviders(<PositionPanel trip={trip} points={standing} now={NOW} />);
    expect(status()).toHaveTextContent('The car has not come closer in the last few minutes.');
  });

  it('says it all in Bangla', () => {
    renderWithProviders(<PositionPanel trip={trip} points={[at(12)]} now={NOW} />, { lang: 'bn' });
    expect(screen.getByRole('region', { name: 'গাড়িটি কোথায়' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('পিকআপ থেকে ৩.৯ কিমি দূরে, পৌঁছাতে প্রায় ১৬ মিনিট।');
    expect(screen.getByText('১২ সেকেন্ড আগে হালনাগাদ')).toBeInTheDocument();
  });
});

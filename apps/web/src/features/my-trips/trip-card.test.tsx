import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TripCard } from '@/features/my-trips/trip-card';
import { bookedTrip } from '../../../test/fixtures/ride-fixtures';
import { renderWithProviders } from '../../../test/render';

vi.mock('next/navigation', async () => (await import('../../../test/fixtures/url-router')).urlNavigationMock);

describe('trip card', () => {
  it('offers a completed trip’s survey for that trip, in either language', () => {
    renderWithProviders(<TripCard trip={bookedTrip({ id: 77, status: 'completed' })} />);
    expect(screen.getByRole('link', { name: 'Tell us how it went' })).toHaveAttribute(
      'href',
      '/survey?trip=77',
    );
  });

  it('says it in Bangla', () => {
    renderWithProviders(<TripCard trip={bookedTrip({ id: 78, status: 'completed' })} />, { lang: 'bn' });
    expect(screen.getByRole('link', { name: 'কেমন ছিল আমাদের জানান' })).toHaveAttribute(
      'href',
      '/survey?trip=78',
    );
  });

  it('offers no survey before the trip is done', () => {
    renderWithProviders(<TripCard trip={bookedTrip({ id: 79, status: 'confirmed' })} />);
    expect(screen.queryByRole('link', { name: 'Tell us how it went' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

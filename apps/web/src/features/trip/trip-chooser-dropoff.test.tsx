import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookDropoffHref, dropoffFromSearchParams } from '@/lib/dropoff-link';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { answerPlaceSearch } from '../../../test/fixtures/places-fixtures';
import { renderWithProviders } from '../../../test/render';
import { TripChooser } from './trip-chooser';
import { testCars } from './trip-test-data.fixtures';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

// DESIGN.md §12: a blog place's "Book a car there" opens the home chooser with that place as drop-off.

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  answerPlaceSearch(api);
});

const coxsBazar = { address: "Cox's Bazar Sea Beach, Cox's Bazar", lat: 21.4272, lng: 92.0058 };

const searchParamsOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('the drop-off a link names', () => {
  it('travels in the home link and comes back as the same place', () => {
    const href = bookDropoffHref(coxsBazar);
    expect(href).toMatch(/^\/\?dropoff=21\.4272%2C92\.0058&dropoff_name=Cox%27s\+Bazar/);
    expect(dropoffFromSearchParams(searchParamsOf(href))).toEqual(coxsBazar);
  });

  it('is ignored without a name, with a malformed point or outside Bangladesh', () => {
    expect(dropoffFromSearchParams({})).toBeNull();
    expect(dropoffFromSearchParams({ dropoff: '21.4,92.0' })).toBeNull();
    expect(dropoffFromSearchParams({ dropoff: 'here', dropoff_name: 'X' })).toBeNull();
    expect(dropoffFromSearchParams({ dropoff: '51.5,-0.12', dropoff_name: 'London' })).toBeNull();
  });

  it('fills the chooser as a one-way car rental to it', async () => {
    renderWithProviders(<TripChooser cars={testCars} initialDropoff={coxsBazar} />, { apiUrl: api.url });

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(coxsBazar.address),
    );
    expect(screen.getByRole('tab', { name: 'Car Rental' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pickup location' })).toHaveValue('');
  });

  it('wins over an airport trip the passenger had saved', async () => {
    window.localStorage.setItem(
      'detailsState',
      JSON.stringify({ category: 'airport_rental', trip_type: 'from_home', airport_code: 'ZYL' }),
    );
    renderWithProviders(<TripChooser cars={testCars} initialDropoff={coxsBazar} />, { apiUrl: api.url });

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Drop-off location' })).toHaveValue(coxsBazar.address),
    );
    expect(screen.getByRole('tab', { name: 'Car Rental' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { answerPlaceSearch, searchQueries, testPlaces } from '../../../test/fixtures/places-fixtures';
import { renderWithProviders } from '../../../test/render';
import { PlaceCombobox } from './place-combobox';
import type { PlaceValue } from './place-value';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  answerPlaceSearch(api);
});
afterEach(() => {
  // jsdom has no geolocation; tests that give it one take it away again.
  delete (navigator as { geolocation?: Geolocation }).geolocation;
});

function Harness({ label }: { label: string }) {
  const [value, setValue] = useState<PlaceValue | null>(null);
  return (
    <>
      <PlaceCombobox label={label} value={value} onChange={setValue} />
      <output data-testid="value">{value ? JSON.stringify(value) : 'none'}</output>
    </>
  );
}

function renderCombobox({ lang = 'en', apiUrl = api.url }: { lang?: 'en' | 'bn'; apiUrl?: string } = {}) {
  const user = userEvent.setup();
  const label = lang === 'en' ? 'Pickup location' : 'পিকআপের স্থান';
  renderWithProviders(<Harness label={label} />, { lang, apiUrl });
  return { user, input: screen.getByRole('combobox', { name: label }) };
}

const chosen = () => {
  const text = screen.getByTestId('value').textContent;
  return text === 'none' ? null : (JSON.parse(text!) as PlaceValue);
};

function giveGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
}

describe('place search', () => {
  it('searches once after typing pauses and lists each place with its address', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, input } = renderCombobox();

    await user.type(input, 'Gulsh');

    const listbox = await screen.findByRole('listbox', { name: 'Pickup location' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Gulshan 1, Gulshan, Dhaka' })).toBeInTheDocument();
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    const queries = searchQueries(fetchSpy.mock.calls);
    expect(queries.map((q) => Object.fromEntries(q))).toEqual([{ q: 'Gulsh', lang: 'en', limit: '8' }]);
  });

  it('moves through the options with the arrow keys and picks one with Enter', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'Gul');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /^Gulistan/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /^Zindabazar/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(input).toHaveValue('Gulistan, Motijheel, Dhaka');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(chosen()).toEqual({
      address: 'Gulistan, Motijheel, Dhaka',
      lat: testPlaces.gulistan.lat,
      lng: testPlaces.gulistan.lng,
    });
  });

  it('picks a place with the mouse, and typing again clears the choice', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'Zin');
    await user.click(await screen.findByRole('option', { name: /^Zindabazar/ }));
    expect(chosen()).toMatchObject({ address: 'Zindabazar, Sylhet, Sylhet Division', lat: 24.8949 });

    await user.type(input, 'x');
    expect(chosen()).toBeNull();
  });

  it('closes the list with Escape, and clears the field with a second Escape', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'Gul');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('Gul');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('takes Bangla text and shows Bangla names and addresses in Bangla', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, input } = renderCombobox({ lang: 'bn' });

    await user.type(input, 'গুল');
    expect(await screen.findByRole('option', { name: 'গুলশান ১, গুলশান, ঢাকা' })).toBeInTheDocument();
    expect(
      screen.getByText('পাওয়া গেছে ৩টি স্থান। বেছে নিতে উপর ও নিচের তীর চিহ্ন ব্যবহার করুন।'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(searchQueries(fetchSpy.mock.calls)[0]!)).toMatchObject({ q: 'গুল', lang: 'bn' });
    await user.keyboard('{ArrowDown}{Enter}');

    expect(chosen()).toMatchObject({ address: 'গুলশান ১, গুলশান, ঢাকা', lat: testPlaces.gulshan.lat });
  });

  it('shows only the answer to the latest text, never a slower answer to older text', async () => {
    let calls = 0;
    api.on('GET /api/v3/geo/search', async () => {
      calls += 1;
      if (calls === 1) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { status: 200, body: { data: { items: [testPlaces.zindabazar] } } };
      }
      return { status: 200, body: { data: { items: [testPlaces.gulshan] } } };
    });
    const { user, input } = renderCombobox();

    await user.type(input, 'Zi');
    await waitFor(() => expect(api.requestsTo('GET /api/v3/geo/search')).toHaveLength(1));
    await user.clear(input);
    await user.type(input, 'Gu');

    expect(await screen.findByRole('option', { name: /^Gulshan 1/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('option', { name: /^Zindabazar/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('says when nothing matches and when the search fails', async () => {
    api.on('GET /api/v3/geo/search', { status: 200, body: { data: { items: [] } } });
    const { user, input } = renderCombobox();
    await user.type(input, 'Qqq');
    expect(await screen.findByText('No places match “Qqq”.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    api.on('GET /api/v3/geo/search', { status: 500, body: { message: 'Something went wrong!' } });
    await user.type(input, 'x');
    expect(
      await screen.findByText('Places could not be searched. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});

describe('use my location', () => {
  const reverseAnswer = {
    status: 200,
    body: {
      data: {
        formattedAddress: 'Gulshan 1, Gulshan, Dhaka, Dhaka Division',
        subDistrict: 'Dhaka',
        subDivision: 'Dhaka Division',
        area: 'Gulshan',
        subArea: 'Gulshan 1',
        raw: {},
      },
    },
  };

  it('fills the field with the address of the browser position and keeps its coordinates', async () => {
    api.on('GET /api/v3/geo/reverse', reverseAnswer);
    giveGeolocation((success) =>
      success({ coords: { latitude: 23.78061, longitude: 90.41632 } } as GeolocationPosition),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user, input } = renderCombobox();

    await user.click(screen.getByRole('button', { name: 'Use my location for Pickup location' }));

    await waitFor(() => expect(input).toHaveValue('Gulshan 1, Gulshan, Dhaka, Dhaka Division'));
    expect(chosen()).toEqual({
      address: 'Gulshan 1, Gulshan, Dhaka, Dhaka Division',
      lat: 23.78061,
      lng: 90.41632,
    });
    const reverse = fetchSpy.mock.calls
      .map(([url]) => new URL(String(url)))
      .find((url) => url.pathname.endsWith('/api/v3/geo/reverse'));
    expect(Object.fromEntries(reverse!.searchParams)).toEqual({
      lat: '23.780610',
      lng: '90.416320',
      lang: 'en',
    });
  });

  it('explains a refused permission beside the field and asks the server nothing', async () => {
    giveGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    const { user, input } = renderCombobox();

    await user.click(screen.getByRole('button', { name: 'Use my location for Pickup location' }));

    const message = 'Location access is blocked. Allow it in your browser settings, or type a place instead.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.requests).toHaveLength(0);
    expect(chosen()).toBeNull();
  });

  it.each([
    [
      'outside Bangladesh (422)',
      422,
      'Your location is outside Bangladesh. Please choose a place in Bangladesh.',
    ],
    ['no address (404)', 404, 'No address was found for your location. Please type a place instead.'],
  ])('says when the position is %s', async (_case, status, message) => {
    api.on('GET /api/v3/geo/reverse', {
      status,
      body: { message: status === 404 ? 'No address found for this location.' : 'Validation Error!' },
    });
    giveGeolocation((success) =>
      success({ coords: { latitude: 27.2, longitude: 90.4 } } as GeolocationPosition),
    );
    const { user } = renderCombobox();

    await user.click(screen.getByRole('button', { name: 'Use my location for Pickup location' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(chosen()).toBeNull();
  });

  it('says when the server cannot be reached, in Bangla', async () => {
    giveGeolocation((success) =>
      success({ coords: { latitude: 23.78, longitude: 90.41 } } as GeolocationPosition),
    );
    const closed = await startFakeApi();
    await closed.close();
    const { user } = renderCombobox({ lang: 'bn', apiUrl: closed.url });

    await user.click(screen.getByRole('button', { name: 'পিকআপের স্থান হিসেবে আমার অবস্থান ব্যবহার করুন' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'সার্ভারের সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
  });

  it('says when the browser cannot locate at all', async () => {
    const { user } = renderCombobox();
    await user.click(screen.getByRole('button', { name: 'Use my location for Pickup location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser cannot share your location. Please type a place instead.',
    );
  });
});

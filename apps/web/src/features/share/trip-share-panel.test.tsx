import type { ShareLink } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin, tripView } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { TripSharePanel } from './trip-share-panel';

const LINKS = 'GET /api/v3/user/trips/41/share-links';
const CREATE = 'POST /api/v3/user/trips/41/share-links';
const token = 'k'.repeat(43);
const made: ShareLink = {
  id: 7,
  created_at: '2030-03-15T08:00:00.000Z',
  first_opened_at: null,
  revoked_at: null,
  is_alive: true,
};

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  storeLogin();
});

function renderPanel(status: 'confirmed' | 'requested' = 'confirmed', lang: 'en' | 'bn' = 'en') {
  const user = userEvent.setup();
  renderWithProviders(<TripSharePanel trip={tripView({ status })} />, { lang, apiUrl: api.url });
  return user;
}

describe('sharing a trip', () => {
  it('makes a link the passenger can copy, and lists whether each link was opened', async () => {
    const opened = { ...made, id: 6, first_opened_at: '2030-03-15T07:30:00.000Z' };
    let items: ShareLink[] = [opened];
    api.on(LINKS, () => ({ status: 200, body: { data: { items } } }));
    api.on(CREATE, () => {
      items = [made, opened];
      return {
        status: 201,
        body: { message: 'x', code: 'shareLinkCreated', data: { link: { ...made, token } } },
      };
    });
    const user = renderPanel();
    expect(await screen.findByText(/^Opened /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to this trip' });
    expect(field).toHaveValue(`${window.location.origin}/share/${token}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/share/${token}`);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    const sms = screen.getByRole('link', { name: 'Send by SMS' });
    expect(sms.getAttribute('href')).toContain(encodeURIComponent(`/share/${token}`));
    expect(await screen.findByText('Not opened yet')).toBeInTheDocument();
    expect(api.requestsTo(CREATE)).toHaveLength(1);
  });

  it('revokes a link by its own button, in Bangla', async () => {
    let items: ShareLink[] = [made];
    api.on(LINKS, () => ({ status: 200, body: { data: { items } } }));
    api.on('DELETE /api/v3/user/trips/41/share-links/7', () => {
      items = [{ ...made, revoked_at: '2030-03-15T09:00:00.000Z', is_alive: false }];
      return { status: 200, body: { message: 'x', code: 'shareLinkRevoked', data: { link: items[0] } } };
    });
    const user = renderPanel('confirmed', 'bn');
    const list = await screen.findByRole('list');
    await user.click(within(list).getByRole('button', { name: /বাতিল করুন$/ }));
    await waitFor(() => expect(within(list).queryByRole('button')).toBeNull());
    expect(within(list).getByText(/^বাতিল .*২০৩০/)).toBeInTheDocument();
  });

  it('is not offered on a trip not yet booked', () => {
    renderPanel('requested');
    expect(screen.queryByRole('button', { name: 'Make a link' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('texts the new link to the passenger’s trusted contacts, or says where to add them', async () => {
    const SMS = 'POST /api/v3/user/trips/41/share-links/7/sms';
    api.on(LINKS, { status: 200, body: { data: { items: [made] } } });
    api.on(CREATE, {
      status: 201,
      body: { message: 'x', code: 'shareLinkCreated', data: { link: { ...made, token } } },
    });
    api.on(SMS, { status: 409, body: { message: 'x', code: 'noTrustedContacts' } });
    const user = renderPanel('confirmed', 'bn');
    await user.click(await screen.findByRole('button', { name: 'লিংক তৈরি করুন' }));
    const send = await screen.findByRole('button', { name: 'আমার বিশ্বস্ত পরিচিতিদের পাঠান' });
    await user.click(send);
    expect(await screen.findByText('আপনার এখনো কোনো বিশ্বস্ত পরিচিতি নেই।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রোফাইলে যোগ করুন' })).toHaveAttribute('href', '/profile');

    api.on(SMS, {
      status: 200,
      body: { message: 'x', code: 'shareLinkTexted', data: { contacts: 2, sent: 2 } },
    });
    await user.click(send);
    expect(await screen.findByText('আপনার বিশ্বস্ত পরিচিতিদের (২ জন) এসএমএসে পাঠানো হয়েছে।')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'প্রোফাইলে যোগ করুন' })).toBeNull();
    // The link's own token goes with it: the API keeps only its hash.
    expect(api.requestsTo(SMS).map((r) => JSON.parse(r.body))).toEqual([{ token }, { token }]);
  });
});

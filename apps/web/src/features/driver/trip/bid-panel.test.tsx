import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, sessionData, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { driverSession } from '../session/driver-session';
import { bidView, openTrip } from '../testing/driver-fixtures';
import { BidPanel } from './bid-panel';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const BID = 'POST /api/v3/driver/bids';
const placed = {
  status: 201,
  body: {
    message: 'Your bid has been sent to the passenger.',
    code: 'bidPlaced',
    data: { bid: bidView(), replaced_bid_id: null },
  },
};

beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  driverSession.store(sessionData({ access_token: 'driver-access' }));
  api.on('GET /api/v3/fare-guidance', {
    status: 200,
    body: {
      data: {
        source: 'bids',
        low: 11500,
        high: 13000,
        median: 12200,
        sample_size: 14,
        pickup_district: { id: 'dhaka', name_en: 'Dhaka', name_bn: 'ঢাকা' },
        dropoff_district: { id: 'coxs-bazar', name_en: "Cox's Bazar", name_bn: 'কক্সবাজার' },
      },
    },
  });
});

const { my_bid: _, ...trip } = openTrip({ id: 41, bid_amount: 11000 });

function renderPanel(myBid = null as ReturnType<typeof bidView> | null, lang: 'en' | 'bn' = 'en') {
  const onChanged = vi.fn();
  renderWithProviders(<BidPanel trip={trip} myBid={myBid} onChanged={onChanged} />, {
    lang,
    apiUrl: api.url,
  });
  return { user: userEvent.setup(), onChanged };
}

describe('bidding on an open trip', () => {
  it('sends the typed fare, guided by what trips like this were booked for', async () => {
    api.on(BID, placed);
    const { user, onChanged } = renderPanel();
    const fare = screen.getByRole('textbox', { name: 'Your fare (৳)' });
    await waitFor(() =>
      expect(fare).toHaveAccessibleDescription(
        "Most trips like this (Dhaka to Cox's Bazar) were booked for ৳11,500–৳13,000.",
      ),
    );
    await user.type(fare, '12,000');
    await user.click(screen.getByRole('button', { name: 'Send bid' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const sent = api.requestsTo(BID)[0]!;
    expect(JSON.parse(sent.body)).toEqual({ trip_id: 41, driver_fare: 12000 });
    expect(sent.headers.authorization).toBe('Bearer driver-access');
  });

  it('refuses a fare the API would refuse, beside the field, without sending it', async () => {
    const { user } = renderPanel(null, 'bn');
    const fare = screen.getByRole('textbox', { name: 'আপনার ভাড়া (৳)' });
    await user.type(fare, '০');
    await user.click(screen.getByRole('button', { name: 'বিড পাঠান' }));
    expect(fare).toHaveAttribute('aria-invalid', 'true');
    expect(fare).toHaveFocus();
    expect(api.requestsTo(BID)).toHaveLength(0);
  });

  it('takes the passenger’s offer as it is, and withdraws a live bid', async () => {
    api.on(BID, placed);
    api.on('DELETE /api/v3/driver/bids/900', {
      status: 200,
      body: {
        message: 'Your bid has been withdrawn.',
        code: 'bidWithdrawn',
        data: { bid: bidView({ status: 'withdrawn' }) },
      },
    });
    const { user, onChanged } = renderPanel(bidView());
    expect(screen.getByText('Your bid: ৳12,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the offer of ৳11,000' }));
    await waitFor(() => expect(api.requestsTo(BID)).toHaveLength(1));
    expect(JSON.parse(api.requestsTo(BID)[0]!.body)).toEqual({ trip_id: 41, accept_offer: true });
    await user.click(screen.getByRole('button', { name: 'Withdraw bid' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(2));
  });

  it('says the driver is held for a passenger paying the advance, and offers no withdrawal meanwhile', () => {
    renderPanel(bidView({ held_until: '2030-03-10T07:00:00.000Z' }), 'bn');
    expect(
      screen.getByText(/^যাত্রী আপনার বিড গ্রহণ করেছেন এবং অগ্রিম পরিশোধ করছেন। .+ পর্যন্ত আপনি তাঁর জন্য রাখা আছেন/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'বিড প্রত্যাহার করুন' })).toBeNull();
  });
});

import type { DriverSubscription, DriverEarnings as Earnings } from '@pothik/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBaseUrl } from '@/lib/api-client';
import { type FakeApi, sessionData, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { DriverEarnings } from '../earnings/driver-earnings';
import { PapersNotice } from '../papers/papers-notice';
import { driverSession } from '../session/driver-session';
import { DriverSubscriptionPage } from './driver-subscription-page';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const MINE = 'GET /api/v3/driver/subscription';
const PAY = 'POST /api/v3/driver/subscription/invoices/12/pay';
const invoice = (over: Partial<DriverSubscription['invoices'][number]> = {}) => ({
  id: 12,
  number: 'S-202611-00007',
  period: '2026-11',
  amount: 500,
  status: 'due' as const,
  due_at: '2026-11-01T00:00:00.000Z',
  grace_ends_at: '2026-11-08T00:00:00.000Z',
  overdue: true,
  paid_at: null,
  gateway: null,
  transaction_id: null,
  ...over,
});
const subscription = (over: Partial<DriverSubscription> = {}): DriverSubscription => ({
  plan: { monthly_price: 500, grace_days: 7 },
  paused: true,
  due_total: 500,
  gateways: ['bkash', 'sslcommerz'],
  invoices: [
    invoice(),
    invoice({
      id: 11,
      number: 'S-202610-00007',
      period: '2026-10',
      status: 'paid',
      overdue: false,
      paid_at: '2026-10-02T05:00:00.000Z',
      gateway: 'bkash',
      transaction_id: 'TRX1',
    }),
  ],
  ...over,
});

beforeEach(() => {
  api.reset();
  setApiBaseUrl(api.url);
  driverSession.store(sessionData({ access_token: 'driver-access' }));
});

describe('the Subscription page', () => {
  it('says bidding is paused, and shows each month’s invoice in Bangla with Bengali digits', async () => {
    api.on(MINE, { status: 200, body: { data: subscription() } });
    renderWithProviders(<DriverSubscriptionPage />, { lang: 'bn', apiUrl: api.url });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'একটি সাবস্ক্রিপশন ইনভয়েস সময়সীমার পরেও অপরিশোধিত, তাই বিড করা বন্ধ। আবার বিড করতে নিচে পরিশোধ করুন।',
    );
    expect(screen.getByText('আপনার প্ল্যান: মাসে ৳৫০০।')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('heading', { name: 'নভেম্বর ২০২৬ · ৳৫০০' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('মেয়াদোত্তীর্ণ')).toBeInTheDocument();
    expect(within(items[1]!).getByText('পরিশোধিত')).toBeInTheDocument();
    // Only the unpaid invoice can be paid.
    expect(within(items[1]!).queryByRole('button', { name: /পরিশোধ করুন/ })).toBeNull();
  });

  it('pays a due invoice through bKash, first of the gateways, sending the browser to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    api.on(MINE, { status: 200, body: { data: subscription() } });
    api.on(PAY, {
      status: 200,
      body: { data: { redirect_url: 'https://sandbox.bka.sh/pay/abc', reference: 'PTKx' } },
    });
    renderWithProviders(<DriverSubscriptionPage />, { lang: 'en', apiUrl: api.url });
    const user = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'bKash' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay ৳500' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.bka.sh/pay/abc'));
    expect(api.requestsTo(PAY)[0]!.body).toBe(JSON.stringify({ gateway: 'bkash' }));
    vi.unstubAllGlobals();
  });

  it('says the server’s refusal when the invoice was paid meanwhile', async () => {
    api.on(MINE, { status: 200, body: { data: subscription({ paused: false }) } });
    api.on(PAY, {
      status: 409,
      body: { message: 'This invoice is already paid.', code: 'invoiceAlreadyPaid' },
    });
    renderWithProviders(<DriverSubscriptionPage />, { lang: 'bn', apiUrl: api.url });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '৳৫০০ পরিশোধ করুন' }));
    expect(await screen.findByText('এই ইনভয়েস ইতিমধ্যে পরিশোধ করা হয়েছে।')).toBeInTheDocument();
  });

  it('says there is nothing to pay before staff set a price', async () => {
    api.on(MINE, {
      status: 200,
      body: {
        data: subscription({
          plan: { monthly_price: 0, grace_days: 7 },
          paused: false,
          due_total: 0,
          invoices: [],
        }),
      },
    });
    renderWithProviders(<DriverSubscriptionPage />, { lang: 'en', apiUrl: api.url });
    expect(await screen.findByText('There is no subscription to pay at the moment.')).toBeInTheDocument();
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
  });
});

describe('the earnings by month', () => {
  const earnings: Earnings = {
    commission_percent: 0,
    months: [
      { month: '2026-11', completed_trips: 2, gross: 5000, advances: 174, cash: 4926 },
      { month: '2026-10', completed_trips: 0, gross: 0, advances: 0, cash: 0 },
    ],
  };

  it('says Pothik takes no commission and shows each month’s gross, advances and cash in Bengali digits', async () => {
    api.on('GET /api/v3/driver/earnings', { status: 200, body: { data: earnings } });
    renderWithProviders(<DriverEarnings />, { lang: 'bn', apiUrl: api.url });
    expect(await screen.findByText('পথিক কোনো কমিশন নেয় না: আপনার ভাড়ার প্রতিটি টাকাই আপনার।')).toBeInTheDocument();
    const [november] = await screen.findAllByRole('listitem');
    const figures = within(november!)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(within(november!).getByRole('heading', { name: 'নভেম্বর ২০২৬' })).toBeInTheDocument();
    expect(figures).toEqual(['২', '৳৫,০০০', '৳১৭৪', '৳৪,৯২৬']);
    expect(screen.getByRole('link', { name: 'আপনার স্মার্ট ড্রাইভার সাবস্ক্রিপশন ও ইনভয়েস' })).toHaveAttribute(
      'href',
      '/driver/subscription',
    );
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    api.on('GET /api/v3/driver/earnings', { status: 503, body: {} });
    renderWithProviders(<DriverEarnings />, { lang: 'en', apiUrl: api.url });
    expect(await screen.findByText('Your earnings could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the notice above the open trips', () => {
  it('leads a driver paused for an unpaid subscription to the Subscription page', async () => {
    api.on('GET /api/v3/driver/documents', {
      status: 200,
      body: {
        data: {
          state: 'paused',
          paused_reason: 'unpaid_subscription',
          mandatory: ['nid_front'],
          blocking: null,
          documents: [],
        },
      },
    });
    renderWithProviders(<PapersNotice />, { lang: 'en', apiUrl: api.url });
    expect(await screen.findByText('Bidding is paused: your subscription is unpaid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay my subscription' })).toHaveAttribute(
      'href',
      '/driver/subscription',
    );
  });
});

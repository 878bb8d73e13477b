import type { Receipt } from '@pothik/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ReceiptView } from './receipt-view';

const receipt: Receipt = {
  number: 'R-000041',
  issued_at: '2030-03-15T12:00:00.000Z',
  company: { name: 'Pothik Technologies Ltd.', address: null, trade_license: 'TRAD/DNCC/012345', bin: null },
  trip: {
    id: 41,
    status: 'completed',
    trip_type: 'one_way',
    car_type: 'sedan',
    pickup: 'Gulshan 1, Dhaka',
    dropoff: 'Zindabazar, Sylhet',
    pickup_at: '2030-03-15T04:00:00.000Z',
    started_at: '2030-03-15T04:05:00.000Z',
    completed_at: '2030-03-15T10:00:00.000Z',
    driver_name: 'Abdul Karim',
    plate_number: 'DHAKA METRO-GA 11-2233',
  },
  fare: {
    fare: 7200,
    insurance_fee: 50,
    platform_fee: 100,
    amount: 6700,
    discount_amount: 7200,
    discount: 500,
    total: 6850,
    promo_code: 'EID500',
  },
  advance: { amount: 700, gateway: 'bkash', paid_at: '2030-03-14T04:00:00.000Z', transaction_id: 'TRX1' },
  refunds: [],
  cash_due: 6150,
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

describe('a trip’s receipt', () => {
  it('shows the fare, the promo, the advance paid by bKash and what is due in cash, in Bangla', async () => {
    api.on('GET /api/v3/user/trips/41/receipt', { status: 200, body: { data: receipt } });
    renderWithProviders(<ReceiptView tripId={41} />, { lang: 'bn', apiUrl: api.url });
    expect(await screen.findByRole('heading', { name: 'রসিদ' })).toBeInTheDocument();
    expect(screen.getByText('প্রোমো ছাড় (EID500)')).toBeInTheDocument();
    expect(screen.getByText('অগ্রিম পরিশোধ (বিকাশ)')).toBeInTheDocument();
    expect(screen.getByText('চালককে নগদ দেয়').nextElementSibling).toHaveTextContent('৬,১৫০');
  });

  it('fetches the PDF with the tab’s token in the reader’s language and hands it over as a file', async () => {
    api.on('GET /api/v3/user/trips/41/receipt', { status: 200, body: { data: receipt } });
    api.on('GET /api/v3/user/trips/41/receipt.pdf', { status: 200, body: '%PDF-1.3' });
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderWithProviders(<ReceiptView tripId={41} />, { lang: 'en', apiUrl: api.url });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
    const [asked] = api.requestsTo('GET /api/v3/user/trips/41/receipt.pdf');
    expect(asked!.query.get('lang')).toBe('en');
    expect(asked!.headers.authorization).toMatch(/^Bearer /);
  });

  it('says so when the PDF cannot be had', async () => {
    api.on('GET /api/v3/user/trips/41/receipt', { status: 200, body: { data: receipt } });
    api.on('GET /api/v3/user/trips/41/receipt.pdf', { status: 503, body: {} });
    const user = userEvent.setup();
    renderWithProviders(<ReceiptView tripId={41} />, { lang: 'en', apiUrl: api.url });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('The PDF could not be made. Try again.')).toBeInTheDocument();
  });
});

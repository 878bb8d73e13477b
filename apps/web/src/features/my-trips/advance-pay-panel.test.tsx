import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { storeLogin } from '../../../test/fixtures/trip-fixtures';
import { holdDateAt } from '../../../test/held-date';
import { renderWithProviders } from '../../../test/render';
import { AdvancePayPanel, AdvanceSummary } from './advance-pay-panel';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
// Held before the login below is stored: its token's hour is counted on the held clock.
const NOW = new Date('2030-03-10T08:00:00.000Z');
holdDateAt(NOW);
beforeEach(() => {
  api.reset();
  storeLogin();
});

const inMinutes = (m: number) => new Date(NOW.getTime() + m * 60_000).toISOString();
const hold = (lapses_at = inMinutes(10)) => ({
  bid_id: 900,
  driver_id: 7,
  advance: 314,
  cash_due: 2826,
  lapses_at,
  gateways: ['bkash' as const, 'demo' as const],
});

describe('AdvancePayPanel', () => {
  it('says what is paid now and in cash, how long the driver is held, and opens the chosen gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    api.on('POST /api/v3/user/trips/41/advance', {
      status: 200,
      body: { data: { redirect_url: 'https://pay.example/checkout/1', reference: 'PTK1' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AdvancePayPanel tripId={41} hold={hold()} onLapsed={() => {}} />, {
      apiUrl: api.url,
    });
    expect(screen.getByRole('heading', { name: 'Pay the advance to book' })).toBeVisible();
    expect(screen.getByText(/Pay ৳314 now; the rest, ৳2,826, is paid to the driver in cash/)).toBeVisible();
    expect(screen.getByText(/Held for you for (9:5\d|10:00) more/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Demo payment page (no real money)' }));
    await user.click(screen.getByRole('button', { name: 'Pay ৳314' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(JSON.parse(api.requests.at(-1)!.body)).toEqual({ gateway: 'demo' });
    vi.unstubAllGlobals();
  });

  it('reads in Bangla, and tells a passenger whose hold ended to choose again', async () => {
    api.on('POST /api/v3/user/trips/41/advance', {
      status: 409,
      body: {
        message: 'No driver is held for this trip any more: choose a bid again.',
        code: 'advanceNotHeld',
      },
    });
    const onLapsed = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AdvancePayPanel tripId={41} hold={hold()} onLapsed={onLapsed} />, {
      lang: 'bn',
      apiUrl: api.url,
    });
    expect(screen.getByRole('heading', { name: 'বুক করতে অগ্রিম পরিশোধ করুন' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'বিকাশ' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '৳৩১৪ পরিশোধ করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'এই ট্রিপের জন্য আর কোনো চালক রাখা নেই: আবার একটি বিড বেছে নিন।',
    );
    expect(onLapsed).toHaveBeenCalledTimes(1);
  });

  it('offers no payment once the time has run out', () => {
    renderWithProviders(<AdvancePayPanel tripId={41} hold={hold(inMinutes(-1))} onLapsed={() => {}} />);
    expect(screen.getByText(/The time to pay has run out/)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AdvanceSummary', () => {
  it('shows the advance paid and the cash due, then the refund instead of the cash', () => {
    const paid = { amount: 314, gateway: 'bkash' as const, paid_at: inMinutes(-5) };
    const { rerender } = renderWithProviders(
      <AdvanceSummary advance={{ hold: null, paid, refunded: 0, refund_status: null, cash_due: 2826 }} />,
    );
    expect(screen.getByText('Advance paid: ৳314 by bKash.')).toBeVisible();
    expect(screen.getByText('Due to the driver in cash: ৳2,826.')).toBeVisible();
    rerender(
      <AdvanceSummary
        advance={{ hold: null, paid, refunded: 314, refund_status: 'completed', cash_due: 2826 }}
      />,
    );
    expect(screen.getByText('Refunded to you: ৳314.')).toBeVisible();
    expect(screen.queryByText(/Due to the driver/)).toBeNull();
  });
});

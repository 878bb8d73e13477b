import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { GpLoyaltyCheck } from './gp-loyalty-check';

const CHECK = 'POST /web/check/gp-loyalty-status';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('GP loyalty check', () => {
  it('tells a member their tier, in Bangla digits typed on a Bangla keyboard too', async () => {
    api.on(CHECK, { status: 200, body: { data: { eligible: true, tier: 'gold' } } });
    const user = userEvent.setup();
    renderWithProviders(<GpLoyaltyCheck campaignId={9} />, { apiUrl: api.url, lang: 'bn' });
    await user.type(screen.getByRole('textbox', { name: 'গ্রামীণফোন নম্বর' }), '০১৭১২৩৪৫৬৭৮');
    await user.click(screen.getByRole('button', { name: 'যাচাই করুন' }));

    expect(await screen.findByText('এই নম্বরটি লয়্যালটি অফারের জন্য যোগ্য: গোল্ড সদস্য।')).toBeInTheDocument();
    expect(JSON.parse(api.requestsTo(CHECK)[0]!.body)).toEqual({ mobile: '01712345678', campaign_id: 9 });
  });

  it('says so when the number is not on the list, and when the check fails', async () => {
    api.on(CHECK, { status: 200, body: { data: { eligible: false } } });
    const user = userEvent.setup();
    renderWithProviders(<GpLoyaltyCheck campaignId={9} />, { apiUrl: api.url });
    await user.type(screen.getByRole('textbox', { name: 'Grameenphone number' }), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('This number does not qualify for the loyalty offer.'),
    ).toBeInTheDocument();

    api.on(CHECK, { status: 503, body: { message: 'Service unavailable' } });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Could not check just now. Please try again.')).toBeInTheDocument();
  });

  it('checks the number before asking, and ties the problem to the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GpLoyaltyCheck campaignId={9} />, { apiUrl: api.url });
    const field = screen.getByRole('textbox', { name: 'Grameenphone number' });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/11 digits/);
    expect(api.requestsTo(CHECK)).toHaveLength(0);
  });
});

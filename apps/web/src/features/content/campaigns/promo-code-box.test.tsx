import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateWithProviders, renderWithProviders } from '../../../../test/render';
import { PromoCodeBox } from './promo-code-box';

describe("a campaign's promo code", () => {
  it("says its buttons cannot be used yet in the server's HTML, and can once hydrated", () => {
    const { html } = hydrateWithProviders(<PromoCodeBox code="EID300" />);
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Copy' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Use it' })).not.toHaveAttribute('aria-disabled');
  });

  it('copies the code to the clipboard and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromoCodeBox code="EID300" />);
    expect(screen.getByRole('group', { name: 'Promo code' })).toHaveTextContent('EID300');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('EID300');
    expect(screen.getByRole('status')).toHaveTextContent('Promo code EID300 copied.');
  });

  it('says so when the clipboard refuses, so the code can be copied by hand', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderWithProviders(<PromoCodeBox code="EID300" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy. Select the code and copy it yourself.',
    );
  });

  it('"Use it" keeps the code for the accept-bid dialog, in Bangla too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PromoCodeBox code="EID300" />, { lang: 'bn' });
    await user.click(screen.getByRole('button', { name: 'এটি ব্যবহার করুন' }));

    expect(window.localStorage.getItem('promo_code')).toBe('EID300');
    expect(screen.getByRole('status')).toHaveTextContent(
      'রাখা হয়েছে। ড্রাইভারের বিড গ্রহণ করার সময় EID300 নিজে থেকেই বসে যাবে।',
    );
    expect(screen.getByRole('link', { name: 'ট্রিপ বুক করুন' })).toHaveAttribute('href', '/');
  });

  it('says so when this device cannot keep it', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderWithProviders(<PromoCodeBox code="EID300" />);
    await user.click(screen.getByRole('button', { name: 'Use it' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not save the code on this device. Type it in when you accept a bid.',
    );
  });
});

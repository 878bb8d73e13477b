import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bn, en } from '@/i18n/messages';
import { renderWithProviders } from '../../../../test/render';
import { DriverLogin } from './driver-login';

describe('the driver login page', () => {
  for (const [lang, messages] of [
    ['en', en],
    ['bn', bn],
  ] as const) {
    it(`speaks to a driver, not with the passenger dialog's words (${lang})`, () => {
      renderWithProviders(<DriverLogin />, { lang });
      expect(screen.getByRole('heading', { level: 1, name: messages.driver.login.title })).toBeTruthy();
      expect(screen.getByText(messages.driver.login.intro)).toBeTruthy();
      expect(screen.queryByText(messages.loginDialog.description)).toBeNull();
      expect(screen.getByLabelText(messages.loginDialog.mobileLabel)).toBeTruthy();
    });
  }
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation, nextNavigationMock } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { LanguageToggle } from './language-toggle';

vi.mock('next/navigation', () => nextNavigationMock);

beforeEach(() => {
  navigation.router.refresh.mockClear();
});

describe('language toggle', () => {
  it('shows EN in English and switches to Bangla through the lang cookie, without a reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageToggle />);
    // Named by what it shows first, then what it does (WCAG 2.5.3, label in name).
    const toggle = screen.getByRole('button', { name: 'EN — Switch language' });

    await user.click(toggle);

    expect(document.cookie).toContain('lang=bn');
    expect(navigation.router.refresh).toHaveBeenCalledTimes(1);
  });

  it('shows বাংলা in Bangla and switches back to English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageToggle />, { lang: 'bn' });
    const toggle = screen.getByRole('button', { name: 'বাংলা — ভাষা পরিবর্তন করুন' });

    await user.click(toggle);

    expect(document.cookie).toContain('lang=en');
    expect(navigation.router.refresh).toHaveBeenCalledTimes(1);
  });
});

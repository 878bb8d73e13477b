import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import DriverError from './(driver)/driver/error';
import SiteError from './(site)/error';

// What a reader sees when a page fails (error.tsx, inside the group's layout), in both languages.

const failure = Object.assign(new Error('hidden server detail'), { digest: '3141592653' });

describe('a route group’s error page', () => {
  it.each([
    ['en', 'Something went wrong', 'Try again', 'Go home', 'Reference: 3141592653'],
    ['bn', 'কিছু একটা সমস্যা হয়েছে', 'আবার চেষ্টা করুন', 'হোম পেজে যান', 'রেফারেন্স: 3141592653'],
  ] as const)(
    'in %s: says so, offers a retry and the way home, and shows the reference',
    async (lang, title, retryText, home, reference) => {
      const retry = vi.fn();
      renderWithProviders(<SiteError error={failure} retry={retry} />, { lang });
      const heading = screen.getByRole('heading', { level: 1, name: title });
      expect(heading).toHaveFocus();
      expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
      expect(screen.getByText(reference)).toBeInTheDocument();
      expect(screen.queryByText(/hidden server detail/)).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: retryText }));
      expect(retry).toHaveBeenCalledOnce();
    },
  );

  it('in the driver app leads home to the open trips', () => {
    renderWithProviders(<DriverError error={new Error('x')} retry={() => {}} />, { lang: 'bn' });
    expect(screen.getByRole('link', { name: 'হোম পেজে যান' })).toHaveAttribute('href', '/driver');
    expect(screen.queryByText(/রেফারেন্স/)).not.toBeInTheDocument();
  });
});

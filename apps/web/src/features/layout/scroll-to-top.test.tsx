import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, scrollWindowTo } from '../../../test/render';
import { ScrollToTop } from './scroll-to-top';

beforeEach(() => scrollWindowTo(0));

describe('scroll-to-top button', () => {
  it('appears only after 300 px of scroll', () => {
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    act(() => scrollWindowTo(300));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    act(() => scrollWindowTo(301));
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();

    act(() => scrollWindowTo(120));
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });

  it('scrolls the window to the top, and is named in Bangla', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollWindowTo(900);
    const user = userEvent.setup();
    renderWithProviders(<ScrollToTop />, { lang: 'bn' });

    await user.click(screen.getByRole('button', { name: 'উপরে যান' }));

    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../../test/next-navigation';
import { renderWithProviders } from '../../../../test/render';
import { BlogSearchForm } from './blog-search-form';

vi.mock('next/navigation', async () => (await import('../../../../test/next-navigation')).nextNavigationMock);

beforeEach(() => {
  navigation.router.push.mockClear();
});

describe('blog search', () => {
  it('is a search landmark with a plain GET form, so it works before the script loads', () => {
    renderWithProviders(<BlogSearchForm category="travel-guides" q="sylhet" />);
    const box = screen.getByRole('searchbox', { name: 'Search blog posts' });
    expect(screen.getByRole('search')).toContainElement(box);
    const form = box.closest('form')!;
    expect(form).toHaveAttribute('action', '/blogs');
    expect(form).toHaveAttribute('method', 'get');
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveValue('sylhet');
    // The chosen category goes along with the words.
    expect(form.querySelector('input[type="hidden"][name="category"]')).toHaveValue('travel-guides');
  });

  it('searches within the category from the first page, without a reload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogSearchForm category="travel-guides" />);
    await user.type(screen.getByRole('searchbox'), "  cox's bazar ");
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigation.router.push).toHaveBeenCalledWith('/blogs?category=travel-guides&q=cox%27s+bazar');
  });

  it('clearing the words shows the whole list again; Enter submits', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogSearchForm q="old words" />);
    const box = screen.getByRole('searchbox');
    await user.clear(box);
    await user.type(box, '{Enter}');
    expect(navigation.router.push).toHaveBeenCalledWith('/blogs');
  });

  it('speaks Bangla', () => {
    renderWithProviders(<BlogSearchForm />, { lang: 'bn' });
    expect(screen.getByRole('searchbox', { name: 'ব্লগ পোস্ট খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi } from '../../../test/fake-api';
import { navigation, nextNavigationMock } from '../../../test/next-navigation';
import { renderWithProviders, scrollWindowTo } from '../../../test/render';
import { AccountControls } from './account-controls';
import { HeaderFrame } from './header-frame';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';

vi.mock('next/navigation', () => nextNavigationMock);

const items = [
  { href: '/business', label: 'Business' },
  { href: '/blogs', label: 'Blogs' },
];

// The client part of SiteHeader, composed as the server component composes it.
function Header() {
  return (
    <HeaderFrame>
      <LanguageToggle />
      <AccountControls />
      <MobileMenu items={items} />
    </HeaderFrame>
  );
}

// The header follows the stored login (its end and the user in localStorage), not any token; a login
// that ends long after any run of this file.
function logIn(user: object | null) {
  window.localStorage.setItem('refresh_token_expires', '2099-01-01T00:00:00.000Z');
  if (user) window.localStorage.setItem('user', JSON.stringify(user));
}

beforeEach(() => {
  navigation.pathname = '/';
  scrollWindowTo(0);
});

describe('header when logged out', () => {
  it('shows a Log in button that opens the login dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByText(/mobile number/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no account links in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Business' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
  });
});

describe('header when logged in', () => {
  it("shows the user's full name with My Profile, My Trip and Logout", async () => {
    logIn({ full_name: 'Rahima Akter' });
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Rahima Akter' });
    trigger.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Trip' })).toHaveAttribute('href', '/trip/my-trips');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it("loads the menu's code only when the reader reaches for its button, then opens on a press", async () => {
    logIn({ full_name: 'Rahima Akter' });
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = () => screen.getByRole('button', { name: 'Rahima Akter' });
    // Time for a lazy chunk to arrive had it been asked for: the button is still the plain stand-in,
    // not the menu library's trigger (which marks its state).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(button()).not.toHaveAttribute('data-state');

    await user.hover(button());
    await vi.waitFor(() => expect(button()).toHaveAttribute('data-state', 'closed'));
    await user.click(button());

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('falls back to "{Product} User" when the user has no name, in both languages', () => {
    logIn({ full_name: '  ' });
    const { unmount } = renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Pothik User' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<Header />, { lang: 'bn' });
    expect(screen.getByRole('button', { name: 'পথিক ব্যবহারকারী' })).toBeInTheDocument();
  });

  it('adds My Profile and My Trip to the mobile menu', async () => {
    logIn({ full_name: 'Rahima Akter' });
    const user = userEvent.setup();
    renderWithProviders(<Header />);

    await user.click(screen.getByRole('button', { name: 'Menu' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('link', { name: 'My Trip' })).toHaveAttribute('href', '/trip/my-trips');
  });

  describe('logout', () => {
    let api: FakeApi;
    beforeAll(async () => {
      api = await startFakeApi();
    });
    afterAll(() => api.close());

    it('clears the stored session and shows the Log in button again', async () => {
      api.on('DELETE /api/v3/user/refresh-token', {
        status: 200,
        body: { message: 'Logout successful', code: 'logoutSuccess' },
      });
      logIn({ full_name: 'Rahima Akter' });
      const user = userEvent.setup();
      renderWithProviders(<Header />, { apiUrl: api.url });
      await user.click(screen.getByRole('button', { name: 'Menu' }));

      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(api.requestsTo('DELETE /api/v3/user/refresh-token')).toHaveLength(1);
      expect(window.localStorage.getItem('refresh_token_expires')).toBeNull();
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(navigation.router.push).toHaveBeenCalledWith('/');
    });
  });

  it('re-reads the stored login after a route change', () => {
    const { rerender } = renderWithProviders(<Header />);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();

    // Another part of the app stores a session, then the user navigates.
    logIn({ full_name: 'Karim Uddin' });
    navigation.pathname = '/about-us';
    rerender(<Header />);

    expect(screen.getByRole('button', { name: 'Karim Uddin' })).toBeInTheDocument();
  });
});

describe('sticky header', () => {
  it('is not sticky at the top of the home page and sticky after any scroll', () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-sticky', 'false');

    act(() => scrollWindowTo(1));
    expect(header).toHaveAttribute('data-sticky', 'true');

    act(() => scrollWindowTo(0));
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it.each(['/blogs', '/newsrooms', '/campaign', '/campaign/9', '/ramadan-calendar-2025'])(
    'is always sticky on %s',
    (pathname) => {
      navigation.pathname = pathname;
      renderWithProviders(<Header />);
      expect(screen.getByRole('banner')).toHaveAttribute('data-sticky', 'true');
    },
  );
});

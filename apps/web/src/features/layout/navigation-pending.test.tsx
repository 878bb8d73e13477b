import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigation } from '../../../test/next-navigation';
import { renderWithProviders } from '../../../test/render';
import { NavigationPending } from './navigation-pending';

vi.mock('next/navigation', async () => (await import('../../../test/next-navigation')).nextNavigationMock);

function Links() {
  return (
    <div>
      <a href="/blogs/after-eid-return-to-dhaka">A post</a>
      <a href="/#faq">Questions on this page</a>
      <a href="https://example.com/elsewhere">Another site</a>
      <a href="/campaign" target="_blank" rel="noopener">
        In a new tab
      </a>
    </div>
  );
}

const opening = () => screen.queryByRole('status');

// As Next's <Link> does, a handler on the way up keeps the browser (here jsdom) from loading the address.
const stayHere = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  navigation.pathname = '/';
  window.history.replaceState(null, '', '/');
  document.addEventListener('click', stayHere);
});
afterEach(() => {
  document.removeEventListener('click', stayHere);
  vi.useRealTimers();
});

describe('a page opening after a tap on a link', () => {
  it('shows a bar and says so from the tap until the new address is shown', () => {
    const view = renderWithProviders(
      <>
        <Links />
        <NavigationPending />
      </>,
    );
    expect(opening()).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'A post' }));
    expect(opening()).toHaveTextContent('Opening the page…');

    navigation.pathname = '/blogs/after-eid-return-to-dhaka';
    view.rerender(
      <>
        <Links />
        <NavigationPending />
      </>,
    );
    expect(opening()).not.toBeInTheDocument();
  });

  it.each([
    ['a place on the same page', 'Questions on this page', {}],
    ['another site', 'Another site', {}],
    ['a new tab', 'In a new tab', {}],
    ['a ctrl-click', 'A post', { ctrlKey: true }],
  ])('waits for nothing on %s', (_, name, modifiers) => {
    renderWithProviders(
      <>
        <Links />
        <NavigationPending />
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name }), modifiers);
    expect(opening()).not.toBeInTheDocument();
  });

  it('says it in Bangla, and gives up after 15 s when no page comes', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <>
        <Links />
        <NavigationPending />
      </>,
      { lang: 'bn' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'A post' }));
    expect(opening()).toHaveTextContent('পেজটি খুলছে…');

    act(() => vi.advanceTimersByTime(15_000));
    expect(opening()).not.toBeInTheDocument();
  });
});

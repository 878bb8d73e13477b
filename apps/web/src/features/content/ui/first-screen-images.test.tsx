import type { Offer } from '@pothik/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { BlogSlider } from '../blogs/blog-slider';
import { CampaignCard } from '../campaigns/campaign-card';
import { ContentImage } from './content-image';

// A phone's largest first-screen image is its LCP: it must be fetched first and painted in the first
// frame; everything below the fold waits until it is scrolled near.
function expectFirstScreen(img: HTMLElement) {
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).not.toHaveAttribute('decoding');
}
function expectBelowFold(img: HTMLElement) {
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).not.toHaveAttribute('fetchpriority');
  expect(img).toHaveAttribute('decoding', 'async');
}

const slide = (key: string) => ({
  key,
  href: `/blogs/${key}`,
  title: `Post ${key}`,
  excerpt: 'An excerpt.',
  image: `https://api.test/images/${key}.webp`,
  meta: 'March 1, 2026',
});

const offer = {
  id: 7,
  slug: 'eid-return',
  title_en: 'Eid return',
  title_bn: 'ঈদের ফেরা',
  summary_en: 'Home after Eid for less.',
  summary_bn: 'ঈদের পরে কম খরচে বাড়ি ফেরা।',
  banner: '/images/content/campaign-eid.webp',
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2026-12-31T00:00:00.000Z',
} as unknown as Offer;

describe('first-screen images', () => {
  it('the slider fetches its first slide first and paints it at once; the others wait', () => {
    const { container } = renderWithProviders(<BlogSlider slides={[slide('a'), slide('b'), slide('c')]} />);
    const [first, ...rest] = [...container.querySelectorAll('img')];
    expectFirstScreen(first!);
    expect(rest).toHaveLength(2);
    for (const img of rest) expectBelowFold(img);
  });

  it('a content image is lazy unless it is above the fold', () => {
    const { container } = renderWithProviders(
      <>
        <ContentImage src="/images/a.webp" width={480} height={270} isAboveFold />
        <ContentImage src="/images/b.webp" width={480} height={270} />
      </>,
    );
    const [above, below] = [...container.querySelectorAll('img')];
    expectFirstScreen(above!);
    expectBelowFold(below!);
  });

  it('a list page marks only its first campaign card as first-screen', () => {
    const card = (isAboveFold: boolean) =>
      renderWithProviders(
        <CampaignCard
          offer={offer}
          lang="en"
          status="upcoming"
          statusText="Upcoming"
          dateLine="Starts soon"
          isAboveFold={isAboveFold}
        />,
      );
    card(true);
    card(false);
    const [first, second] = screen.getAllByRole('article').map((a) => a.querySelector('img')!);
    expectFirstScreen(first!);
    expectBelowFold(second!);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { BlogSlider } from '../blogs/blog-slider';
import { ContentImage } from './content-image';
import { pictureSizes, pictureSrcSet } from './image-srcset';

const upload = 'https://cdn.test/images/uploads/content/0a1b2c3d4e5f60718293-960.webp';

describe('an uploaded picture at every width it is kept at', () => {
  it('offers the 480, 960 and 1600 px files by their widths', () => {
    expect(pictureSrcSet(upload)).toBe(
      [
        'https://cdn.test/images/uploads/content/0a1b2c3d4e5f60718293-480.webp 480w',
        'https://cdn.test/images/uploads/content/0a1b2c3d4e5f60718293-960.webp 960w',
        'https://cdn.test/images/uploads/content/0a1b2c3d4e5f60718293-1600.webp 1600w',
      ].join(', '),
    );
  });

  it('offers nothing for another width of a picture', () => {
    expect(pictureSrcSet('https://cdn.test/images/uploads/content/abc-480.webp')).toBeUndefined();
    expect(
      pictureSrcSet('http://api.test/images/content/blog-sajek-valley-by-road-960.webp'),
    ).toBeUndefined();
  });

  it('lets a content image and the blog slider pick a width for how wide they are drawn', () => {
    renderWithProviders(
      <>
        <ContentImage src={upload} width={960} height={540} sizes="column" alt="Cover" />
        <ContentImage src="http://api.test/images/content/news-1.webp" width={480} height={270} alt="News" />
      </>,
    );
    const cover = screen.getByRole('img', { name: 'Cover' });
    expect(cover).toHaveAttribute('srcset', pictureSrcSet(upload));
    expect(cover).toHaveAttribute('sizes', pictureSizes.column);
    const news = screen.getByRole('img', { name: 'News' });
    expect(news).toHaveAttribute('srcset', pictureSrcSet('http://api.test/images/content/news-1.webp'));
    expect(news).toHaveAttribute('sizes', pictureSizes.card);
  });

  it('offers a built-in (seeded) picture’s 480 and 960 px files by their widths', () => {
    expect(pictureSrcSet('http://api.test/images/content/blog-sajek-valley-by-road.webp')).toBe(
      [
        'http://api.test/images/content/blog-sajek-valley-by-road-480.webp 480w',
        'http://api.test/images/content/blog-sajek-valley-by-road-960.webp 960w',
      ].join(', '),
    );
  });

  it('gives the slider’s pictures a srcset too', () => {
    const { container } = renderWithProviders(
      <BlogSlider
        slides={[
          {
            key: 'a',
            href: '/blogs/a',
            title: 'A',
            excerpt: 'An excerpt.',
            image: upload,
            meta: 'March 1, 2026',
          },
        ]}
      />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('srcset', pictureSrcSet(upload));
    expect(img).toHaveAttribute('sizes', pictureSizes.slide);
  });
});

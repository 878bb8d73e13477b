'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useState } from 'react';
import { pictureSizes, pictureSrcSet } from '../ui/image-srcset';

export type BlogSlide = {
  key: string;
  href: string;
  title: string;
  excerpt: string;
  /** Absolute image URL, or null for a post without a cover. */
  image: string | null;
  meta: string;
};

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-white text-xl text-primary-dark hover:border-primary';

/**
 * The featured posts as a carousel (WAI-ARIA APG): it never moves on its own, so nothing needs pausing;
 * previous/next buttons, a button per slide, and ←/→ while focus is inside. Only the current slide is
 * shown; the change is announced politely. Without script the first post shows, as a plain link.
 */
export function BlogSlider({ slides }: { slides: BlogSlide[] }) {
  const t = useTranslations('contentUi.slider');
  const id = useId();
  const [current, setCurrent] = useState(0);
  const total = slides.length;
  if (total === 0) return null;
  const show = (index: number) => setCurrent((index + total) % total);
  const slideLabel = (index: number) => t('slide', { index: index + 1, total });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      onKeyDown={onKeyDown}
      className="overflow-hidden rounded-2xl bg-primary-soft ring-1 ring-primary-muted"
    >
      <div id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form's fieldset
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(index)}
            hidden={index !== current}
            className="grid md:grid-cols-2"
          >
            {slide.image && (
              // biome-ignore lint/performance/noImgElement: the API serves its own sized WebP images
              <img
                src={slide.image}
                srcSet={pictureSrcSet(slide.image)}
                sizes={pictureSrcSet(slide.image) && pictureSizes.slide}
                alt=""
                width={960}
                height={540}
                // The first slide is the page's largest image: fetched first, painted in the first frame.
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding={index === 0 ? undefined : 'async'}
                className="aspect-video h-auto w-full bg-gray-100 object-cover"
              />
            )}
            <div className="flex flex-col justify-center gap-3 p-5 md:p-8">
              <p className="text-gray-700 text-sm">{slide.meta}</p>
              <h2 className="font-bold text-2xl text-primary-darker leading-snug">
                <a href={slide.href} className="hover:underline">
                  {slide.title}
                </a>
              </h2>
              <p className="line-clamp-3 text-gray-800">{slide.excerpt}</p>
            </div>
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="flex items-center justify-between gap-3 border-primary-muted border-t bg-white px-4 py-3">
          <button
            type="button"
            className={arrowClass}
            aria-controls={`${id}-slides`}
            aria-label={t('previous')}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="flex flex-wrap justify-center gap-1">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                aria-controls={`${id}-slides`}
                aria-label={t('goTo', { index: index + 1 })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => show(index)}
                className="inline-flex size-8 items-center justify-center sm:size-11"
              >
                <span
                  aria-hidden="true"
                  className={`block size-3 rounded-full ${index === current ? 'bg-primary' : 'bg-gray-300'}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            className={arrowClass}
            aria-controls={`${id}-slides`}
            aria-label={t('next')}
            onClick={() => show(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

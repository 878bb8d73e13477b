'use client';

import { useTranslations } from 'next-intl';
import { ArrowUpIcon } from '@/components/icons';
import { useScrolledPast } from './use-scrolled-past';

// SPEC.md §9: the top button appears after 300 px of scroll.
const SHOW_AFTER_PX = 300;

export function ScrollToTop() {
  const t = useTranslations('header');
  const isVisible = useScrolledPast(SHOW_AFTER_PX);
  if (!isVisible) return null;

  function scrollToTop() {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={t('scrollToTop')}
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-dark"
    >
      <ArrowUpIcon />
    </button>
  );
}

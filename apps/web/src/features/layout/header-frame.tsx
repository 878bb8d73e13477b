'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isAlwaysSticky } from './sticky-paths';
import { useScrolledPast } from './use-scrolled-past';

/** The `<header>` landmark; `data-sticky` tells whether it currently sticks to the top (SPEC.md §2). */
export function HeaderFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const hasScrolled = useScrolledPast(0);
  const isSticky = hasScrolled || isAlwaysSticky(pathname);
  return (
    <header
      data-sticky={isSticky ? 'true' : 'false'}
      className={`top-0 z-40 border-gray-200 border-b bg-white text-ink ${isSticky ? 'sticky shadow-md' : 'relative'}`}
    >
      {children}
    </header>
  );
}

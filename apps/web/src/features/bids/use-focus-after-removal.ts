'use client';

import { type FocusEvent, useLayoutEffect, useRef } from 'react';

/**
 * A bid card that leaves the list (withdrawn, expired, replaced) takes keyboard focus with it, and the
 * browser drops focus to the page body. The list's heading takes it instead, so a keyboard or screen
 * reader user stays among the bids. Checked after every render: a removal is a render.
 */
export function useFocusAfterRemoval<H extends HTMLElement>() {
  const fallback = useRef<H>(null);
  const focusedInList = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const element = focusedInList.current;
    if (!element || element.isConnected) return;
    focusedInList.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) fallback.current?.focus();
  });

  const listProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focusedInList.current = event.target;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // Focus moving elsewhere on the page; a removed element's blur has no next target.
      const next = event.relatedTarget;
      if (next && !event.currentTarget.contains(next)) focusedInList.current = null;
    },
  };
  return { fallback, listProps };
}

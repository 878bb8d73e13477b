'use client';

import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (and stays true from then on). Leaflet, its
 * download and its 200 ms of set-up on a slow phone, waits for it: a map below the fold costs nothing
 * until the reader scrolls to it, and its drawing (RouteFallback) is there meanwhile. Without
 * IntersectionObserver the answer is yes at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, isNear]);
  return isNear;
}

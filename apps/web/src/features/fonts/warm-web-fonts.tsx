'use client';

import { useEffect } from 'react';
import { storageKeys } from '@/lib/storage-keys';

/**
 * A first visit reads in the phone's own fonts, and downloads ours only once the page has loaded, so
 * they never compete with the page for a slow network; the visit's next pages use them (web-fonts-script.tsx).
 * A later visit warms them the same way, from the HTTP cache when it still has them.
 * `families` are the @font-face names next/font gave our fonts.
 */
export function WarmWebFonts({ families }: { families: readonly string[] }) {
  const names = families.join('\n');
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-fonts') || !('fonts' in document)) return;
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      const wanted = names.split('\n');
      const faces = [...document.fonts].filter((face) =>
        wanted.includes(face.family.replace(/^["']|["']$/g, '')),
      );
      Promise.all(faces.map((face) => face.load()))
        .then(() => {
          if (faces.length > 0) window.sessionStorage.setItem(storageKeys.webFontsCached, '1');
        })
        // Offline or storage refused: the next page tries again.
        .catch(() => {});
    };
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(warm, { timeout: 3000 });
      else window.setTimeout(warm, 200);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', afterLoad);
    };
  }, [names]);
  return null;
}

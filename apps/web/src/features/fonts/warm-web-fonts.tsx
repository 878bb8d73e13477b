'use client';

import { useEffect } from 'react';
import { storageKeys } from '@/lib/storage-keys';

/**
 * A first visit reads in the phone's own fonts, and downloads ours only once the page has loaded, so
 * they never compete with the page for a slow network; the visit's next pages use them (web-fonts-script.tsx).
 * A later visit warms them the same way, from the HTTP cache when it still has them.
 * `families` are the @font-face names next/font gave our fonts.
 *
 * The files are fetched into the HTTP cache, not loaded as faces of this page: a face that finishes
 * loading makes the browser lay out every text of the page again, while the page does not use them (its
 * text is in the phone's fonts until the next page).
 */
export function WarmWebFonts({ families }: { families: readonly string[] }) {
  const names = families.join('\n');
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-fonts')) return;
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      const files = fontFiles(names.split('\n'));
      // As the page's @font-face asks for a file (same origin, no credentials beyond it), so the next page
      // finds it in the cache; read to its end, so the cache holds all of it.
      Promise.all(
        files.map((href) =>
          fetch(href, { priority: 'low' }).then((response) => {
            if (!response.ok) throw new Error(`${response.status}`);
            return response.blob();
          }),
        ),
      )
        .then(() => {
          if (files.length > 0) window.sessionStorage.setItem(storageKeys.webFontsCached, '1');
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

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const FAMILY = /font-family:\s*["']?([^;"'}]+)/;
const SOURCE = /url\(\s*["']?([^"')]+)["']?\s*\)/;

/**
 * The files of the page's @font-face rules for `families`, each once. Read from the text of the page's
 * inline stylesheets (ADR 0013), not their rule objects: asking a large sheet for its rules builds an
 * object for every one of them, a long task on a slow phone.
 */
export function fontFiles(families: readonly string[]): string[] {
  const files = new Set<string>();
  for (const style of Array.from(document.querySelectorAll('style'))) {
    for (const [, body = ''] of (style.textContent ?? '').matchAll(FONT_FACE)) {
      const family = FAMILY.exec(body)?.[1]?.trim();
      const url = SOURCE.exec(body)?.[1];
      if (family && url && families.includes(family)) files.add(new URL(url, document.baseURI).href);
    }
  }
  return [...files];
}

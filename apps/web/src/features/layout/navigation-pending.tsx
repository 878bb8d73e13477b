'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

// Pages are rendered on the server, and on a slow network a tapped link can take a few seconds to
// answer. Content pages have no loading.tsx (docs/architecture.md: React holds back a streamed page's
// content for up to 300 ms), so this bar is what tells the visitor the tap was taken.
const GIVE_UP_MS = 15_000;

/** The address a click on a link will open in this tab, or null when it opens nothing here. */
export function pageLinkTarget(event: MouseEvent, here: Location): URL | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  // The same page, or a place on it (#…): nothing to wait for.
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/** A bar across the top of the screen from a tap on a link until the new page is shown. */
export function NavigationPending() {
  const t = useTranslations('header');
  const address = `${usePathname()}?${useSearchParams().toString()}`;
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const isPending = pendingFrom === address;

  useEffect(() => {
    // Capture: Next's <Link> cancels the click's default before a listener on the way up would see it.
    const onClick = (event: MouseEvent) => {
      if (pageLinkTarget(event, window.location)) setPendingFrom(address);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [address]);

  useEffect(() => {
    if (!isPending) return;
    const id = window.setTimeout(() => setPendingFrom(null), GIVE_UP_MS);
    return () => window.clearTimeout(id);
  }, [isPending]);

  if (!isPending) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary-muted">
      <div className="nav-pending-bar h-full w-1/3 bg-primary" />
      <p role="status" className="sr-only">
        {t('pageOpening')}
      </p>
    </div>
  );
}

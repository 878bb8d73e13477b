'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import {
  type ConsentCategory,
  type ConsentChoice,
  ConsentManager,
  categoriesOf,
  grantedOf,
  needsChoice,
} from '@/features/consent';
import { useLang } from '@/i18n/use-lang';

// The adapters, the event schema and the cookie cleaner are chunks of their own, loaded when needed.
const loadStartTags = () => import('./start-tags');

/** Removes the cookies of the categories `choice` refuses (their tags may have set them on earlier pages). */
function forgetRefused(configured: readonly ConsentCategory[], choice: ConsentChoice | null): Promise<void> {
  const refused = configured.filter((category) => choice?.[category] === false);
  if (refused.length === 0) return Promise.resolve();
  return import('./forget-tag-cookies').then(({ forgetTagCookies }) => forgetTagCookies(refused));
}

/**
 * DESIGN.md §14: the configured tags, started only for the categories the visitor allows (none before
 * they choose), each through the page's nonce; a page view for every later route. A change the open page
 * cannot honour (a started tag withdrawn, or a category this page's policy left out because it was
 * refused) reloads the page, whose next render follows the new choice.
 */
export function TagsRoot({
  initialChoice,
}: {
  /** The consent cookie as the server read it for this page (and its policy). */
  initialChoice: ConsentChoice | null;
}) {
  const { tags, nonce } = useRuntimeConfig();
  const lang = useLang();
  const pathname = usePathname();
  const [choice, setChoice] = useState(initialChoice);
  const [page] = useState(() => {
    const configured = categoriesOf(tags);
    return {
      configured,
      admitted: configured.filter((category) => initialChoice?.[category] !== false),
      isReturning: !needsChoice(initialChoice, configured),
    };
  });
  const started = useRef<ConsentCategory[]>([]);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const granted = grantedOf(choice, page.configured);
    const isWithdrawn = started.current.some((category) => !granted.includes(category));
    const isOutsidePolicy = granted.some((category) => !page.admitted.includes(category));
    if (isWithdrawn || isOutsidePolicy) {
      void forgetRefused(page.configured, choice).finally(() => window.location.reload());
      return;
    }
    const toStart = granted.filter((category) => !started.current.includes(category));
    if (!tags || toStart.length === 0) return;
    started.current = [...started.current, ...toStart];
    void loadStartTags().then(({ startTags }) =>
      startTags(tags, toStart, { nonce, lang, granted, isReturning: page.isReturning }),
    );
  }, [choice, page, tags, nonce, lang]);

  // The page a tag starts on counts itself; every later route is a page view here.
  useEffect(() => {
    const isNewRoute = lastPath.current !== null && lastPath.current !== pathname;
    lastPath.current = pathname;
    if (isNewRoute && started.current.length > 0) void loadStartTags().then((m) => m.trackPageView(pathname));
  }, [pathname]);

  return (
    <ConsentManager
      tags={tags}
      choice={choice}
      onChoose={(next) => {
        setChoice(next);
        void forgetRefused(page.configured, next);
      }}
    />
  );
}

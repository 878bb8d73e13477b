'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MarketingTags } from '@/config/runtime-config';
import { categoriesOf } from './consent-categories';
import { type ConsentChoice, needsChoice } from './consent-cookie';
import { onConsentChooserRequest } from './consent-requests';

// The sheet's code (and the cookie's writer) arrives only when it is shown: most page views have a choice.
const ConsentSheet = lazy(() => import('./consent-sheet').then((m) => ({ default: m.ConsentSheet })));

type Mode = 'closed' | 'asking' | 'settings';

/**
 * Asks a visitor who has not chosen yet (after hydration: the server's HTML has no banner, so the first
 * paint does not wait for it and nothing moves), opens the chooser when "Cookie settings" asks, and tells
 * `onChoose` the answer once the sheet has stored it in the consent cookie.
 */
export function ConsentManager({
  tags,
  choice,
  onChoose,
}: {
  tags: MarketingTags | undefined;
  choice: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
}) {
  const categories = categoriesOf(tags);
  const mustAsk = needsChoice(choice, categories);
  const [mode, setMode] = useState<Mode>('closed');
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (mustAsk) setMode((now) => (now === 'closed' ? 'asking' : now));
  }, [mustAsk]);

  useEffect(
    () =>
      onConsentChooserRequest((request) => {
        opener.current = request.opener;
        setMode('settings');
      }),
    [],
  );

  if (mode === 'closed' || categories.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentSheet
        // A new request from the footer starts from the stored choice again.
        key={mode}
        categories={categories}
        tags={tags}
        choice={choice}
        isSettings={mode === 'settings'}
        returnFocusTo={mode === 'settings' ? opener.current : null}
        onDecide={(next) => {
          setMode('closed');
          onChoose(next);
        }}
        onDismiss={mode === 'settings' && !mustAsk ? () => setMode('closed') : undefined}
      />
    </Suspense>
  );
}

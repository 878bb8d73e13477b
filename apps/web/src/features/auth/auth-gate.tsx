'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { latestSessionCheck } from './check-session';
import { useLoginDialog } from './login-dialog';
import { useStoredSession } from './use-stored-session';

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Logged-in pages (DESIGN.md §7): the content shows only with a stored login. A visitor who
 * arrives without one gets the login dialog at once, and after login continues on this page (with its
 * query). The check is client-side because the login lives in the browser (lib/session-store.ts); a page
 * the server could render with the login's data says so, and the browser's check follows after hydration.
 */
export function AuthGate({
  children,
  isLoggedInOnServer = false,
}: {
  children: ReactNode;
  /** The server rendered the page with the login's own data (ADR 0024): the content is in its HTML. */
  isLoggedInOnServer?: boolean;
}) {
  const session = useStoredSession(isLoggedInOnServer);
  const t = useTranslations('authGate');
  const { openLogin } = useLoginDialog();
  // A session that ends while the page is open (logout, expiry) sends the user home; the dialog is
  // for arriving without one, not for leaving.
  const hasBeenLoggedIn = useRef(false);

  useEffect(() => {
    if (session.status !== 'known') return;
    if (session.isLoggedIn) {
      hasBeenLoggedIn.current = true;
      return;
    }
    if (hasBeenLoggedIn.current) return;
    let isCurrent = true;
    let dismiss: (() => void) | undefined;
    // A session the page's own check just ended (expired) is not a visitor arriving: that check shows
    // its message and sends the user home. The check starts in an effect of this same commit that runs
    // after this one, hence the microtask before asking for its outcome.
    void Promise.resolve()
      .then(latestSessionCheck)
      .then((result) => {
        if (isCurrent && result.outcome !== 'ended') dismiss = openLogin({ returnTo: currentUrl() });
      });
    // Leaving the page (back button) closes the dialog this page opened.
    return () => {
      isCurrent = false;
      dismiss?.();
    };
  }, [session, openLogin]);

  if (session.status === 'unknown') return <div className="min-h-32" aria-hidden="true" />;
  if (session.isLoggedIn) return children;
  return (
    <div className="rounded-xl border border-gray-200 bg-primary-soft p-6 text-center">
      <p className="mb-4 text-lg">{t('message')}</p>
      <button type="button" onClick={() => openLogin({ returnTo: currentUrl() })} className="btn-primary">
        {t('login')}
      </button>
    </div>
  );
}

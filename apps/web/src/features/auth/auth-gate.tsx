'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLoginDialog } from './login-dialog';
import { useStoredSession } from './use-stored-session';

/**
 * Logged-in pages: the content shows only with a stored access token; otherwise a message and a button
 * that opens the login dialog. The check is client-side because the token lives in localStorage.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  const t = useTranslations('authGate');
  const { openLogin } = useLoginDialog();

  if (session.status === 'unknown') return <div className="min-h-32" aria-hidden="true" />;
  if (session.isLoggedIn) return children;
  return (
    <div className="rounded-xl border border-gray-200 bg-primary-soft p-6 text-center">
      <p className="mb-4 text-lg">{t('message')}</p>
      <button type="button" onClick={openLogin} className="btn-primary">
        {t('login')}
      </button>
    </div>
  );
}

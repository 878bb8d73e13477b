'use client';

import type { Lang } from '@pothik/domain';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useLang } from '@/i18n/use-lang';
import { clearTabStorage, passengerSession } from '@/lib/session';
import type { SessionStore } from '@/lib/session-store';
import { notifyMessage } from '@/lib/toast';
import { endBrowserLogin, type LoginAccount } from './auth-api';

/**
 * Ends a login: revoked on the server first (the refresh cookie's login, and this tab's access token),
 * which also clears the cookie; then cleared here with 'Logout successful'. The page's calls already
 * made with the token finish before it is revoked, and those made meanwhile wait (SessionStore.end): a
 * poll the server answered after the logout would otherwise come back refused. When the server cannot
 * revoke it (no connection, an error) the user sees 'Logout failed' and stays logged in: clearing only
 * this browser would leave a refresh token valid for 30 days while the message claimed otherwise, and
 * staying lets the user simply try again. True when the login ended.
 */
export async function endLogin(session: SessionStore, account: LoginAccount, lang: Lang): Promise<boolean> {
  const hasEnded = await session.end(async (token) => (await endBrowserLogin(token, lang, account)).ok);
  notifyMessage(hasEnded ? 'logoutSuccess' : 'logoutFailed', lang, hasEnded ? 'success' : 'error');
  return hasEnded;
}

/** SPEC.md §4 logout: the login ends (endLogin), sessionStorage is cleared too, and the user goes home. */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const lang = useLang();
  return useCallback(async () => {
    if (!(await endLogin(passengerSession, 'user', lang))) return;
    clearTabStorage();
    router.push('/');
  }, [router, lang]);
}

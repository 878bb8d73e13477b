'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useLang } from '@/i18n/use-lang';
import { clearStoredSession, clearTabStorage } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { notifyMessage } from '@/lib/toast';
import { revokeRefreshToken } from './auth-api';

/**
 * SPEC.md §4 logout: revoke the refresh token on the server, clear the auth data and sessionStorage,
 * say 'Logout successful' and go home. When the server cannot revoke it (no connection, an error) the
 * user sees 'Logout failed' and stays logged in: clearing only this browser would leave a refresh token
 * valid for 30 days while the message claimed otherwise, and staying lets the user simply try again.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const lang = useLang();
  return useCallback(async () => {
    const refreshToken = window.localStorage.getItem(storageKeys.refreshToken);
    // Without a refresh token there is nothing the server could revoke.
    if (refreshToken) {
      const result = await revokeRefreshToken(refreshToken, lang);
      if (!result.ok) {
        notifyMessage('logoutFailed', lang, 'error');
        return;
      }
    }
    clearStoredSession();
    clearTabStorage();
    notifyMessage('logoutSuccess', lang, 'success');
    router.push('/');
  }, [router, lang]);
}

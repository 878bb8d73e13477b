'use client';

import type { Lang } from '@pothik/domain';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { apiFetch, apiPaths } from '@/lib/api-client';
import { clearStoredSession } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { notifyMessage } from '@/lib/toast';

/**
 * SPEC.md §4 logout: revoke the refresh token on the server, clear the stored session, say
 * 'Logout successful' and go home. The local session is cleared even when the server cannot be reached,
 * so a visitor on a shared phone is never left logged in.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const lang = useLocale() as Lang;
  return useCallback(async () => {
    const refreshToken = window.localStorage.getItem(storageKeys.refreshToken);
    if (refreshToken) {
      await apiFetch(`${apiPaths.user}/user/logout`, {
        method: 'POST',
        auth: true,
        lang,
        body: { refresh_token: refreshToken },
        timeoutMs: 5000,
      });
    }
    clearStoredSession();
    notifyMessage('logoutSuccess', lang, 'success');
    router.push('/');
  }, [router, lang]);
}

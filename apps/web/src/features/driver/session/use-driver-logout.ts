'use client';

import { useCallback } from 'react';
import { mutate } from 'swr';
import { useLang } from '@/i18n/use-lang';
import { storageKeys } from '@/lib/storage-keys';
import { notifyMessage } from '@/lib/toast';
import { revokeDriverRefreshToken } from './driver-auth-api';
import { clearDriverSession, readDriverAccessToken } from './driver-session';

/** Whether an SWR key holds the driver's data (every driver query's key starts with 'driver'). */
const isDriverKey = (key: unknown) => Array.isArray(key) && String(key[0]).startsWith('driver');

/**
 * As the passenger's logout: revoked on the server first, and kept when that fails (a refresh token
 * left valid for 30 days must not look logged out). The passenger's login on this browser stays.
 */
export function useDriverLogout(): () => Promise<void> {
  const lang = useLang();
  return useCallback(async () => {
    const refreshToken = window.localStorage.getItem(storageKeys.driverRefreshToken);
    if (refreshToken) {
      const result = await revokeDriverRefreshToken(refreshToken, readDriverAccessToken(), lang);
      if (!result.ok) {
        notifyMessage('logoutFailed', lang, 'error');
        return;
      }
    }
    clearDriverSession();
    void mutate(isDriverKey, undefined);
    notifyMessage('logoutSuccess', lang, 'success');
  }, [lang]);
}

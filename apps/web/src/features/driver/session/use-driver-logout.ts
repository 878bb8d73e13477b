'use client';

import { useCallback } from 'react';
import { endLogin } from '@/features/auth';
import { useLang } from '@/i18n/use-lang';
import { driverSession } from './driver-session';

/** As the passenger's logout, at /driver/logout; the passenger's login on this browser stays. */
export function useDriverLogout(): () => Promise<void> {
  const lang = useLang();
  return useCallback(async () => {
    await endLogin(driverSession, 'driver', lang);
  }, [lang]);
}

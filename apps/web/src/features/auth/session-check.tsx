'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useLang } from '@/i18n/use-lang';
import { notifyMessage } from '@/lib/toast';
import { checkStoredSession } from './check-session';

/**
 * SPEC.md §4: the session check on every page load and route change. A login that cannot continue
 * ends with its message and the user is sent home.
 */
export function SessionCheck() {
  const pathname = usePathname();
  const router = useRouter();
  const lang = useLang();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger (route change)
  useEffect(() => {
    void checkStoredSession().then((result) => {
      if (result.outcome !== 'ended') return;
      notifyMessage(result.message, lang, 'error');
      router.push('/');
    });
  }, [pathname, lang, router]);

  return null;
}

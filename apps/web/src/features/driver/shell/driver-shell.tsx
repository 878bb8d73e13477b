'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
import { DriverLiveProvider } from '../live/driver-live';
import { checkDriverSession } from '../session/check-driver-session';
import { useDriverSession } from '../session/use-driver-session';
import { DriverHeader } from './driver-header';
import { DriverNav } from './driver-nav';
import { ServiceWorkerRegistration } from './service-worker-registration';

// Shown only to a driver not logged in, which the browser alone knows: the login's code (the form
// library, the human check) loads then, not with every visit's first load.
const DriverLogin = dynamic(() => import('../session/driver-login').then((m) => m.DriverLogin), {
  ssr: false,
  loading: () => <div className="min-h-32" aria-hidden="true" />,
});

/** The driver app's frame: its own header and bottom navigation, the login until a driver is in. */
export function DriverShell({ children }: { children: ReactNode }) {
  const t = useTranslations('driver');
  const session = useDriverSession();
  const isLoggedIn = session.status === 'in';
  // An access token that lapsed while the app was closed is renewed before the pages ask with it.
  useEffect(() => {
    void checkDriverSession();
  }, []);
  return (
    <DriverLiveProvider isLoggedIn={isLoggedIn}>
      <DriverHeader isLoggedIn={isLoggedIn} />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-2xl px-4 pt-4 pb-28 focus:outline-none"
      >
        {session.status === 'unknown' && <LoadingSkeleton label={t('loading')} count={2} />}
        {session.status === 'out' && <DriverLogin />}
        {isLoggedIn && children}
      </main>
      {isLoggedIn && <DriverNav />}
      <ServiceWorkerRegistration />
    </DriverLiveProvider>
  );
}

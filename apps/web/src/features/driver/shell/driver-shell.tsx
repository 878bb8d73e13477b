'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
import { DriverLiveProvider } from '../live/driver-live';
import { checkDriverSession } from '../session/check-driver-session';
import { DriverLoginPending } from '../session/driver-login-heading';
import { useDriverSession } from '../session/use-driver-session';
import { DriverHeader } from './driver-header';
import { DriverNav } from './driver-nav';
import { ServiceWorkerRegistration } from './service-worker-registration';

// Shown only to a driver not logged in, which the browser alone knows: the login's code (the form
// library, the human check) loads then, not with every visit's first load. Its heading and intro are
// there before it, from the server's HTML on (DriverLoginPending).
const DriverLogin = dynamic(() => import('../session/driver-login').then((m) => m.DriverLogin), {
  ssr: false,
  loading: () => <DriverLoginPending />,
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
        {/* Until the code knows (the server's HTML, hydration), both first screens are there and the
            inline mark (session/driver-session-mark.tsx) with globals.css shows the one that fits. */}
        {!isLoggedIn && (
          <div className={session.status === 'unknown' ? 'driver-out-only' : undefined}>
            {session.status === 'out' ? <DriverLogin /> : <DriverLoginPending />}
          </div>
        )}
        {session.status === 'unknown' && (
          <div className="driver-in-only">
            <LoadingSkeleton label={t('loading')} count={2} />
          </div>
        )}
        {isLoggedIn && children}
      </main>
      {isLoggedIn && <DriverNav />}
      <ServiceWorkerRegistration />
    </DriverLiveProvider>
  );
}

'use client';

import { useTranslations } from 'next-intl';

/** What a driver reads first on the login (or the sign-up): its heading and intro. */
export function DriverLoginHeading({ isSigningUp = false }: { isSigningUp?: boolean }) {
  const t = useTranslations('driver.login');
  return (
    <>
      <h1 id="driver-login-title" className="font-bold text-2xl">
        {isSigningUp ? t('signUp.title') : t('title')}
      </h1>
      <p className="text-gray-700">{isSigningUp ? t('signUp.intro') : t('intro')}</p>
    </>
  );
}

/**
 * The login's heading and intro with room for the form, in the server's HTML and while the form's code
 * loads: the text paints at once, the form (its library, the human check) follows (shell/driver-shell.tsx).
 */
export function DriverLoginPending() {
  return (
    <section aria-labelledby="driver-login-title" className="mx-auto max-w-md space-y-2">
      <DriverLoginHeading />
      <div className="min-h-32" aria-hidden="true" />
    </section>
  );
}

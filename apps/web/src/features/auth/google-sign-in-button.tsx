'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { type GoogleIdApi, loadGoogleIdentity } from './google-identity';
import { makeGoogleNonce } from './google-nonce';

/** Google's button is 200 to 400 pixels wide; it takes the dialog's width within them. */
const MIN_WIDTH = 200;
const MAX_WIDTH = 400;

/**
 * "Continue with Google" (DESIGN.md §14), when GOOGLE_CLIENT_ID is configured: Google Identity Services'
 * own button (an accessible button in Google's frame, in the page's language), loaded with the page's
 * CSP nonce. Google is asked for each ID token with a fresh sign-in nonce (google-nonce.ts); the token
 * and that nonce's raw secret go to `onCredential`. Nothing renders when Google is not configured.
 */
export function GoogleSignInButton({
  onCredential,
}: {
  onCredential: (credential: string, rawNonce: string) => void;
}) {
  const { googleSignIn, nonce } = useRuntimeConfig();
  const t = useTranslations('loginDialog');
  const lang = useLang();
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onCredential);
  report.current = onCredential;
  const [hasFailed, setHasFailed] = useState(false);
  const clientId = googleSignIn?.clientId;

  useEffect(() => {
    if (!clientId) return;
    let isMounted = true;
    // Each token is taken once: after a credential the button is armed again with a new nonce, so a
    // second try (after a refusal) asks Google for a new token. The latest initialize is the one used.
    const arm = async (google: GoogleIdApi) => {
      const made = await makeGoogleNonce();
      if (!isMounted) return;
      google.initialize({
        client_id: clientId,
        nonce: made.nonce,
        callback: (response) => {
          if (!response.credential) return;
          report.current(response.credential, made.raw);
          arm(google).catch(() => {
            if (isMounted) setHasFailed(true);
          });
        },
        ux_mode: 'popup',
        context: 'signin',
        auto_select: false,
        itp_support: true,
      });
    };
    const start = async () => {
      const google = await loadGoogleIdentity(nonce);
      await arm(google);
      const parent = container.current;
      if (!isMounted || !parent) return;
      const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, parent.clientWidth)));
      google.renderButton(parent, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        shape: 'rectangular',
        logo_alignment: 'left',
        width,
        locale: lang,
      });
    };
    start().catch(() => {
      if (isMounted) setHasFailed(true);
    });
    return () => {
      isMounted = false;
    };
  }, [clientId, nonce, lang]);

  if (!clientId) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-gray-600 text-sm before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300">
        {t('or')}
      </p>
      {hasFailed ? (
        <p className="text-gray-700 text-sm">{t('googleLoadFailed')}</p>
      ) : (
        // Google's large button is 44 px high: the space is kept while it loads.
        <div ref={container} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
      )}
    </div>
  );
}

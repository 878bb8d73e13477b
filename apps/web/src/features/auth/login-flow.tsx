'use client';

import type { SessionView } from '@pothik/domain';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { storeSession } from '@/lib/session';
import { notifyMessage } from '@/lib/toast';
import { isSessionTokens, signInWithGoogle } from './auth-api';
import { CodeStep } from './code-step';
import { GoogleSignInButton } from './google-sign-in-button';
import { LoginAlert, loginAnswerText } from './login-alert';
import { type CodeSent, PhoneStep } from './phone-step';

/** Where a login that no page asked for lands (SPEC.md §4). */
const LOGIN_SUCCESS_PATH = '/?login-success';

/**
 * A Google account no passenger has yet: its credential (with the raw nonce it was asked with) goes with
 * the code, which links the two.
 */
type GoogleLink = { credential: string; rawNonce: string; email: string | null };

/**
 * The login dialog's body (SPEC.md §4): phone step, then code step; or Google (DESIGN.md §14), which logs
 * a linked account in at once and otherwise asks for the mobile and its code once to link it. On success
 * the tokens and the user are stored, 'Logged In Successfully' shows, the dialog closes and the user goes
 * to `returnTo` (the gated route or trip-request page the login started from) or home.
 */
export function LoginFlow({ returnTo, onDone }: { returnTo: string | undefined; onDone: () => void }) {
  const router = useRouter();
  const lang = useLang();
  const t = useTranslations('loginDialog');
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [googleLink, setGoogleLink] = useState<GoogleLink | null>(null);
  const [googleAlert, setGoogleAlert] = useState<string | null>(null);
  const [isCheckingGoogle, setIsCheckingGoogle] = useState(false);

  const finishLogin = (tokens: SessionView) => {
    storeSession(tokens);
    notifyMessage('loggedIn', lang, 'success');
    onDone();
    const here = `${window.location.pathname}${window.location.search}`;
    // Already on the page that asked for login: it shows its content as soon as the session is stored.
    if (returnTo === here) return;
    router.push(returnTo ?? LOGIN_SUCCESS_PATH);
  };

  const signInByGoogle = async (credential: string, rawNonce: string) => {
    setGoogleAlert(null);
    setIsCheckingGoogle(true);
    const result = await signInWithGoogle(credential, rawNonce, lang);
    setIsCheckingGoogle(false);
    if (result.ok && isSessionTokens(result.data)) {
      finishLogin(result.data);
      return;
    }
    if (result.ok && result.data && 'link_required' in result.data) {
      setGoogleLink({ credential, rawNonce, email: result.data.email });
      return;
    }
    setGoogleAlert(loginAnswerText(result, lang));
  };

  if (!sent) {
    return (
      <>
        {googleLink && (
          <div role="status" className="mt-4 rounded-lg bg-primary-soft px-3 py-2 text-primary-darker">
            <p className="font-medium">
              {googleLink.email ? t('googleLinkWithEmail', { email: googleLink.email }) : t('googleLink')}
            </p>
            <button
              type="button"
              className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
              onClick={() => setGoogleLink(null)}
            >
              {t('googleLinkCancel')}
            </button>
          </div>
        )}
        <PhoneStep
          defaultMobile={mobile}
          onCodeSent={(next) => {
            setMobile(next.mobile);
            setSent(next);
          }}
        />
        {!googleLink && (
          <div className="mt-4 space-y-3">
            {googleAlert && <LoginAlert>{googleAlert}</LoginAlert>}
            {isCheckingGoogle && (
              <p role="status" className="text-center text-gray-700 text-sm">
                {t('googleChecking')}
              </p>
            )}
            <GoogleSignInButton onCredential={signInByGoogle} />
          </div>
        )}
      </>
    );
  }
  return (
    <CodeStep
      mobile={sent.mobile}
      resendAfter={sent.resendAfter}
      notice={sent.notice}
      google={googleLink ? { credential: googleLink.credential, rawNonce: googleLink.rawNonce } : undefined}
      onChangeNumber={() => setSent(null)}
      onLoggedIn={finishLogin}
    />
  );
}

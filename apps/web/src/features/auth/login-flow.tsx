'use client';

import type { SessionView } from '@pothik/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { storeSession } from '@/lib/session';
import { notifyMessage } from '@/lib/toast';
import { CodeStep } from './code-step';
import { type CodeSent, PhoneStep } from './phone-step';

/** Where a login that no page asked for lands (SPEC.md §4). */
const LOGIN_SUCCESS_PATH = '/?login-success';

/**
 * The login dialog's body (SPEC.md §4): phone step, then code step. On success the tokens and the user
 * are stored, 'Logged In Successfully' shows, the dialog closes and the user goes to `returnTo` (the
 * gated route or trip-request page the login started from) or home.
 */
export function LoginFlow({ returnTo, onDone }: { returnTo: string | undefined; onDone: () => void }) {
  const router = useRouter();
  const lang = useLang();
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);

  const finishLogin = (tokens: SessionView) => {
    storeSession(tokens);
    notifyMessage('loggedIn', lang, 'success');
    onDone();
    const here = `${window.location.pathname}${window.location.search}`;
    // Already on the page that asked for login: it shows its content as soon as the session is stored.
    if (returnTo === here) return;
    router.push(returnTo ?? LOGIN_SUCCESS_PATH);
  };

  if (!sent) {
    return (
      <PhoneStep
        defaultMobile={mobile}
        onCodeSent={(next) => {
          setMobile(next.mobile);
          setSent(next);
        }}
      />
    );
  }
  return (
    <CodeStep
      mobile={sent.mobile}
      resendAfter={sent.resendAfter}
      notice={sent.notice}
      onChangeNumber={() => setSent(null)}
      onLoggedIn={finishLogin}
    />
  );
}

'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadingSkeleton } from '@/components/load-states';
import { type CodeSent, CodeStep, PhoneStep } from '@/features/auth';
import { useLang } from '@/i18n/use-lang';
import { notifyMessage } from '@/lib/toast';
import { DriverLoginHeading } from './driver-login-heading';
import { driverSession } from './driver-session';

// Behind a tap: the sign-up's form and its schema are no part of the login's first load.
const DriverSignUpSteps = dynamic(() => import('./driver-sign-up').then((m) => m.DriverSignUpSteps), {
  loading: () => <SignUpLoading />,
});

function SignUpLoading() {
  const t = useTranslations('driver');
  return <LoadingSkeleton label={t('loading')} count={3} />;
}

/**
 * The passenger's OTP steps against /driver/login and /driver/verify, on the page rather than in a
 * dialog. A number with no approved driver behind it is refused at the first step, in the reader's
 * language (the refusal's code picks the text).
 */
export function DriverLogin() {
  const t = useTranslations('driver.login');
  const [signingUp, setSigningUp] = useState(false);
  if (signingUp) {
    return (
      <section aria-labelledby="driver-login-title" className="mx-auto max-w-md space-y-2">
        <DriverLoginHeading isSigningUp />
        <DriverSignUpSteps />
        <p className="pt-2">
          {t('haveAccount')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => setSigningUp(false)}>
            {t('logInLink')}
          </button>
        </p>
      </section>
    );
  }
  return <LoginSteps onSignUp={() => setSigningUp(true)} />;
}

function LoginSteps({ onSignUp }: { onSignUp: () => void }) {
  const t = useTranslations('driver.login');
  const lang = useLang();
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  return (
    <section aria-labelledby="driver-login-title" className="mx-auto max-w-md space-y-2">
      <DriverLoginHeading />
      {sent ? (
        <CodeStep
          account="driver"
          isInDialog={false}
          mobile={sent.mobile}
          resendAfter={sent.resendAfter}
          notice={sent.notice}
          onChangeNumber={() => setSent(null)}
          onLoggedIn={(tokens) => {
            driverSession.store(tokens);
            notifyMessage('loggedIn', lang, 'success');
          }}
        />
      ) : (
        <PhoneStep
          account="driver"
          isInDialog={false}
          defaultMobile={mobile}
          onCodeSent={(next) => {
            setMobile(next.mobile);
            setSent(next);
          }}
        />
      )}
      <p className="pt-2">
        {t('newDriver')}{' '}
        <button type="button" className="font-semibold underline" onClick={onSignUp}>
          {t('signUpLink')}
        </button>
      </p>
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { type CodeSent, CodeStep, PhoneStep } from '@/features/auth';
import { useLang } from '@/i18n/use-lang';
import { notifyMessage } from '@/lib/toast';
import { driverSession } from './driver-session';

/**
 * The passenger's OTP steps against /driver/login and /driver/verify, on the page rather than in a
 * dialog. A number with no approved driver behind it is refused at the first step, in the reader's
 * language (the refusal's code picks the text).
 */
export function DriverLogin() {
  const t = useTranslations('driver.login');
  const lang = useLang();
  const [mobile, setMobile] = useState('');
  const [sent, setSent] = useState<CodeSent | null>(null);
  return (
    <section aria-labelledby="driver-login-title" className="mx-auto max-w-md space-y-2">
      <h1 id="driver-login-title" className="font-bold text-2xl">
        {t('title')}
      </h1>
      <p className="text-gray-700">{t('intro')}</p>
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
    </section>
  );
}

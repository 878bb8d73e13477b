'use client';

import {
  type DriverSignUp,
  formatCountdown,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  otpFormErrors,
  type SessionView,
  translateValidationMessage,
} from '@pothik/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHumanCheck } from '@/features/human-check';
import { useLang } from '@/i18n/use-lang';
import { track } from '@/lib/analytics';
import { localizeDigits } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { isSessionTokens, type LoginAccount, requestLoginCode, verifyLoginCode } from './auth-api';
import { isDailyCodeLimit, LoginAlert, loginAnswerText } from './login-alert';
import { OtpInput, type OtpInputHandle } from './otp-input';

const emptyCode = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

type Props = {
  mobile: string;
  resendAfter: number;
  notice?: string;
  onChangeNumber: () => void;
  onLoggedIn: (tokens: SessionView) => void;
  account?: LoginAccount;
  /** A Google account to link to this number with the code, and its raw nonce (login-flow.tsx). */
  google?: { credential: string; rawNonce: string };
  /** Outside the login dialog (the driver app's own page) the description is a plain paragraph. */
  isInDialog?: boolean;
  /** A new driver's details, sent with the code to open their account (driver sign-up). */
  signUp?: DriverSignUp;
};

/**
 * SPEC.md §4 step 2: the four code boxes, the consent line, Resend after the countdown and a way back
 * to the number. Refusals show in a red alert; a wrong code is tracked; the daily limit hides the boxes.
 */
export function CodeStep({
  mobile,
  resendAfter,
  notice,
  onChangeNumber,
  onLoggedIn,
  account = 'user',
  isInDialog = true,
  google,
  signUp,
}: Props) {
  const Description = isInDialog ? Dialog.Description : 'p';
  const t = useTranslations('loginDialog');
  const lang = useLang();
  const countdown = useCountdown(resendAfter);
  const humanCheck = useHumanCheck('login');
  const [digits, setDigits] = useState(emptyCode);
  const [alert, setAlert] = useState<string | null>(notice ?? null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isWrongCode, setIsWrongCode] = useState(false);
  const [isLimitReached, setIsLimitReached] = useState(false);
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);
  const code = useRef<OtpInputHandle>(null);
  const errorId = useId();

  useEffect(() => code.current?.focus(0), []);

  const changeDigits = (next: string[]) => {
    setDigits(next);
    setFieldError(null);
    setIsWrongCode(false);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const otp = digits.join('');
    const error = otpFormErrors({ otp }).otp;
    if (error) {
      setFieldError(error);
      code.current?.focus();
      return;
    }
    setAlert(null);
    setConfirmation(null);
    setPending('verify');
    const request = google
      ? { mobile, otp, google_credential: google.credential, google_raw_nonce: google.rawNonce }
      : { mobile, otp, ...(signUp && { sign_up: signUp }) };
    const result = await verifyLoginCode(request, lang, account);
    setPending(null);
    if (result.ok && isSessionTokens(result.data)) {
      onLoggedIn(result.data);
      return;
    }
    if (result.code === 'otpIncorrect' || result.code === 'otpTooManyTries') {
      track('otp_incorrect', { reason: result.code });
      setIsWrongCode(true);
    }
    setAlert(loginAnswerText(result, lang));
    code.current?.focus(0);
  };

  const resend = async () => {
    if (pending) return;
    setAlert(null);
    setConfirmation(null);
    setFieldError(null);
    const token = humanCheck.token;
    if (!token) {
      setAlert(humanCheck.notReady);
      return;
    }
    setPending('resend');
    const result = await requestLoginCode(mobile, token, lang, account, signUp !== undefined);
    humanCheck.reset();
    setPending(null);
    if (result.ok) {
      countdown.restart(result.data?.resend_after ?? OTP_RESEND_SECONDS);
      changeDigits(emptyCode());
      setConfirmation(loginAnswerText(result, lang));
      code.current?.focus(0);
      return;
    }
    if (isDailyCodeLimit(result)) setIsLimitReached(true);
    if (result.code === 'otpResendTooSoon' && typeof result.data?.retry_after === 'number') {
      countdown.restart(result.data.retry_after);
    }
    setAlert(loginAnswerText(result, lang));
  };

  return (
    <div className="mt-2 space-y-4">
      <Description className="text-gray-700">
        {t('codeDescription', { mobile: localizeDigits(mobile, lang) })}
      </Description>
      {alert && <LoginAlert>{alert}</LoginAlert>}
      {confirmation && (
        <p role="status" className="rounded-lg bg-primary-soft px-3 py-2 font-medium text-primary-darker">
          {confirmation}
        </p>
      )}
      {!isLimitReached && (
        <form onSubmit={verify} noValidate className="space-y-4">
          <fieldset>
            <legend className="mb-2 font-semibold">{t('codeLegend')}</legend>
            <OtpInput
              ref={code}
              digits={digits}
              onChange={changeDigits}
              labelOf={(index) =>
                t('digitLabel', {
                  index: localizeDigits(index + 1, lang),
                  total: localizeDigits(OTP_LENGTH, lang),
                })
              }
              isInvalid={isWrongCode || fieldError !== null}
              describedBy={fieldError ? errorId : undefined}
              disabled={pending === 'verify'}
            />
            {fieldError && (
              <p id={errorId} className="mt-2 text-center font-medium text-red-700 text-sm">
                {translateValidationMessage(fieldError, lang)}
              </p>
            )}
          </fieldset>
          <p className="text-gray-700 text-sm">
            {t.rich('consent', {
              terms: (chunks) => (
                <Link
                  href="/terms-and-conditions"
                  target="_blank"
                  className="font-semibold text-primary-dark underline"
                >
                  {chunks}
                  <span className="sr-only"> {t('opensInNewTab')}</span>
                </Link>
              ),
            })}
          </p>
          <button type="submit" className="btn-primary w-full" disabled={pending !== null}>
            {pending === 'verify' ? t('verifying') : t('verify')}
          </button>
          {/* A resend is a new code request: it needs a new check, shown once Resend is open. */}
          {countdown.isDone && humanCheck.widget}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-gray-700 text-sm">
              {countdown.isDone
                ? null
                : t('resendIn', { time: formatCountdown(countdown.secondsLeft, lang) })}
            </p>
            <button
              type="button"
              onClick={resend}
              disabled={!countdown.isDone || pending !== null}
              className="btn-outline disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500"
            >
              {t('resend')}
            </button>
          </div>
        </form>
      )}
      <button
        type="button"
        onClick={onChangeNumber}
        className="inline-flex min-h-11 items-center font-semibold text-primary-dark underline"
      >
        {t('changeNumber')}
      </button>
    </div>
  );
}

'use client';

import {
  fromBengaliDigits,
  loginFormErrors,
  MOBILE_LENGTH,
  OTP_RESEND_SECONDS,
  translateValidationMessage,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHumanCheck } from '@/features/human-check';
import { useLang } from '@/i18n/use-lang';
import { type LoginAccount, requestLoginCode } from './auth-api';
import { LoginAlert, loginAnswerText } from './login-alert';

export type CodeSent = {
  mobile: string;
  /** Seconds until Resend is allowed. */
  resendAfter: number;
  /** A refusal to show on the code step (a code sent moments ago is still on its way). */
  notice?: string;
};

/** The number as typed, in ASCII digits ("০১৭…" typed on a Bangla keyboard counts). */
const typedMobile = (value: string) => fromBengaliDigits(value).trim();

/** SPEC.md §4 step 1: the mobile number, validated by the schema the API uses (SPEC.md §5). */
export function PhoneStep({
  defaultMobile,
  onCodeSent,
  account = 'user',
  isInDialog = true,
  signUp = false,
}: {
  defaultMobile: string;
  onCodeSent: (sent: CodeSent) => void;
  account?: LoginAccount;
  /**
   * Outside the login dialog (the driver app's own page) the page says what the login is for: the
   * dialog's description speaks to passengers (requesting trips, comparing bids).
   */
  isInDialog?: boolean;
  /** A new driver signing up: the code is asked for a number with no driver account yet. */
  signUp?: boolean;
}) {
  const t = useTranslations('loginDialog');
  const lang = useLang();
  const humanCheck = useHumanCheck('login');
  const [alert, setAlert] = useState<string | null>(null);
  // One field, checked by the schema's rule without the schema library (loginFormErrors) and without a
  // form library: on a gated page this dialog opens with the page, and either would be the largest
  // script it waits for. As a form library does: checked on send, then again on every change.
  const [mobileText, setMobileText] = useState(defaultMobile);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [wasSent, setWasSent] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  // Back from the code step ("Change number"): the field takes focus again.
  useEffect(() => field.current?.focus(), []);

  const refuse = (message: string) => {
    setFieldError(message);
    field.current?.focus();
  };

  const submit = async (mobile: string) => {
    setAlert(null);
    const token = humanCheck.token;
    if (!token) {
      setAlert(humanCheck.notReady);
      return;
    }
    const result = await requestLoginCode(mobile, token, lang, account, signUp);
    humanCheck.reset();
    if (result.ok) {
      onCodeSent({ mobile, resendAfter: result.data?.resend_after ?? OTP_RESEND_SECONDS });
      return;
    }
    // The number already has a fresh code on its way: go on to enter it and wait for Resend.
    if (result.code === 'otpResendTooSoon' && typeof result.data?.retry_after === 'number') {
      onCodeSent({ mobile, resendAfter: result.data.retry_after, notice: loginAnswerText(result, lang) });
      return;
    }
    const serverFieldError = result.errors?.mobile?.[0];
    if (result.status === 422 && serverFieldError) {
      refuse(serverFieldError);
      return;
    }
    setAlert(loginAnswerText(result, lang));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setWasSent(true);
    const mobile = typedMobile(mobileText);
    const problem = loginFormErrors({ mobile }).mobile;
    if (problem) {
      refuse(problem);
      return;
    }
    setFieldError(undefined);
    setIsSubmitting(true);
    try {
      await submit(mobile);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-4">
      {isInDialog && <Dialog.Description className="text-gray-700">{t('description')}</Dialog.Description>}
      {alert && <LoginAlert>{alert}</LoginAlert>}
      <div>
        <label htmlFor={fieldId} className="mb-1 block font-semibold">
          {t('mobileLabel')}
        </label>
        <input
          ref={field}
          id={fieldId}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          placeholder={t('mobilePlaceholder')}
          data-autofocus
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
          className={`block min-h-12 w-full rounded-lg border bg-white px-3 text-lg tracking-wide ${
            fieldError ? 'border-red-600' : 'border-gray-400 focus:border-primary'
          }`}
          value={mobileText}
          onChange={(event) => {
            setMobileText(event.target.value);
            if (wasSent) setFieldError(loginFormErrors({ mobile: typedMobile(event.target.value) }).mobile);
          }}
        />
        {fieldError && (
          <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
            {translateValidationMessage(fieldError, lang)}
          </p>
        )}
      </div>
      {humanCheck.widget}
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('sendCode')}
      </button>
    </form>
  );
}

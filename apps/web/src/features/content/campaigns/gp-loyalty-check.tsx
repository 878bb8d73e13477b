'use client';

import {
  fromBengaliDigits,
  type GpLoyaltyTier,
  gpLoyaltyCheckSchema,
  gpLoyaltyStatusSchema,
  translateValidationMessage,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useLang } from '@/i18n/use-lang';
import { apiFetch, apiPaths } from '@/lib/api-client';

type Outcome = { kind: 'eligible'; tier?: GpLoyaltyTier } | { kind: 'notEligible' } | { kind: 'failed' };

/**
 * The GP loyalty check of a campaign that has one: a Grameenphone number, POST
 * /web/check/gp-loyalty-status, answered from the list staff keep.
 */
export function GpLoyaltyCheck({ campaignId }: { campaignId: number }) {
  const t = useTranslations('contentUi.gpLoyalty');
  const lang = useLang();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [mobile, setMobile] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (isChecking) return;
    const parsed = gpLoyaltyCheckSchema.safeParse({ mobile: fromBengaliDigits(mobile.trim()) });
    if (!parsed.success) {
      setFieldError(translateValidationMessage(parsed.error.issues[0]?.message ?? '', lang));
      setOutcome(null);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setIsChecking(true);
    const result = await apiFetch(`${apiPaths.web}/check/gp-loyalty-status`, {
      method: 'POST',
      body: { ...parsed.data, campaign_id: campaignId },
      lang,
      contract: gpLoyaltyStatusSchema,
    });
    setIsChecking(false);
    const serverFieldError = result.status === 422 ? result.errors?.mobile?.[0] : undefined;
    if (serverFieldError) {
      setFieldError(translateValidationMessage(serverFieldError, lang));
      setOutcome(null);
      inputRef.current?.focus();
      return;
    }
    setOutcome(
      !result.ok || !result.data
        ? { kind: 'failed' }
        : result.data.eligible
          ? { kind: 'eligible', tier: result.data.tier }
          : { kind: 'notEligible' },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-gray-200 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="font-bold text-xl text-primary-darker">
        {t('heading')}
      </h2>
      <p className="mt-2 text-gray-800">{t('intro')}</p>
      <form onSubmit={check} noValidate className="mt-4 space-y-2">
        <label htmlFor={`${id}-mobile`} className="block font-semibold">
          {t('mobile')}
        </label>
        <p id={`${id}-hint`} className="text-gray-700 text-sm">
          {t('hint')}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={`${id}-mobile`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            className="block min-h-11 w-full max-w-xs rounded-lg border border-gray-400 px-3 py-2 focus:border-primary"
          />
          <button type="submit" className="btn-primary disabled:opacity-60" disabled={isChecking}>
            {isChecking ? t('checking') : t('check')}
          </button>
        </div>
        {fieldError && (
          <p id={`${id}-error`} className="font-medium text-red-800">
            {fieldError}
          </p>
        )}
        <p role="status" className="min-h-6 font-medium">
          {outcome &&
            (outcome.kind === 'eligible' && outcome.tier
              ? t('eligibleTier', { tier: t(`tiers.${outcome.tier}`) })
              : t(outcome.kind))}
        </p>
      </form>
    </section>
  );
}

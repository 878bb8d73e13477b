'use client';

import { translateValidationMessage } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { RadioGroup } from 'radix-ui';
import { type Ref, useCallback, useId } from 'react';
import { LoadError } from '@/components/load-states';
import { useLang } from '@/i18n/use-lang';
import { useApiData } from '@/lib/api-query';
import { fetchCancelReasons } from '../trips-api';

/** The reasons of GET /user/cancelled-reasons as a required radio group, in the active language. */
export function CancelReasonField({
  value,
  onChange,
  error,
  fieldRef,
}: {
  value: number | undefined;
  onChange: (reasonId: number) => void;
  error: string | undefined;
  /** Where the form moves focus when the reason is missing. */
  fieldRef: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations('tripDetail.cancel');
  const tDetail = useTranslations('tripDetail');
  const lang = useLang();
  const id = useId();
  const load = useCallback(() => fetchCancelReasons(lang), [lang]);
  const { state, retry } = useApiData('cancel-reasons', load);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  return (
    <div>
      <p id={labelId} className="mb-2 font-semibold">
        {t('reasonLabel')}
      </p>
      {state.status === 'loading' && (
        <p role="status" className="text-gray-700">
          {t('reasonsLoading')}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadError
          title={t('reasonsError')}
          result={state.result}
          retryLabel={tDetail('retry')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <RadioGroup.Root
          value={value === undefined ? '' : String(value)}
          onValueChange={(next) => onChange(Number(next))}
          aria-labelledby={labelId}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="space-y-2"
        >
          {state.data.map((reason, index) => (
            <div
              key={reason.id}
              className="flex items-center gap-3 rounded-lg border border-gray-300 ps-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
            >
              <RadioGroup.Item
                id={`${id}-${reason.id}`}
                ref={index === 0 ? fieldRef : undefined}
                value={String(reason.id)}
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-gray-500 data-[state=checked]:border-primary"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroup.Item>
              <label
                htmlFor={`${id}-${reason.id}`}
                className="flex min-h-11 flex-1 cursor-pointer items-center py-2 pe-3"
              >
                {lang === 'bn' ? reason.text_bn : reason.text_en}
              </label>
            </div>
          ))}
        </RadioGroup.Root>
      )}
      {error && (
        <p id={errorId} className="mt-1 font-medium text-red-700 text-sm">
          {translateValidationMessage(error, lang)}
        </p>
      )}
    </div>
  );
}

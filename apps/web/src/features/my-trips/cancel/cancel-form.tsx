'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type CancelTrip, cancelTripSchema } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorProps, FieldError } from '@/components/field-error';
import { useLang } from '@/i18n/use-lang';
import { refusalText } from '@/lib/refusal-text';
import { notify } from '@/lib/toast';
import { type CancelMode, sendCancel } from '../trips-api';
import { CancelReasonField } from './cancel-reason-field';

/**
 * The reason (required) and an optional note, validated with the schema the API uses, sent to the
 * endpoint `mode` names. A refusal stays in the dialog; `onRefused` lets the page re-read the trip,
 * since a refusal usually means its status or the cancel window changed meanwhile.
 */
export function CancelForm({
  tripId,
  mode,
  onDone,
  onRefused,
}: {
  tripId: number;
  mode: CancelMode;
  onDone: () => void;
  onRefused: () => void;
}) {
  const t = useTranslations('tripDetail.cancel');
  const lang = useLang();
  const noteId = useId();
  const noteErrorId = `${noteId}-error`;
  const [alert, setAlert] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof cancelTripSchema>, unknown, CancelTrip>({
    resolver: zodResolver(cancelTripSchema),
    defaultValues: { trip_id: tripId, note: '' },
  });

  const submit = async (body: CancelTrip) => {
    setAlert(null);
    const result = await sendCancel(mode, body, lang);
    if (result.ok) {
      notify(result, lang);
      onDone();
      return;
    }
    const refused = (['reason_id', 'note'] as const).filter((name) => result.errors?.[name]?.[0]);
    if (result.status === 422 && refused.length > 0) {
      refused.forEach((name, i) => {
        setError(name, { message: result.errors?.[name]?.[0] }, { shouldFocus: i === 0 });
      });
      return;
    }
    if (result.status === 401) notify(result, lang);
    setAlert(refusalText(result, lang));
    if (result.status === 400) onRefused();
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
      {alert && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
        >
          {alert}
        </div>
      )}
      <Controller
        control={control}
        name="reason_id"
        render={({ field, fieldState }) => (
          <CancelReasonField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            fieldRef={field.ref}
          />
        )}
      />
      <div>
        <label htmlFor={noteId} className="mb-1 block font-semibold">
          {t('noteLabel')}
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={500}
          className={`block w-full rounded-lg border px-3 py-2 ${errors.note ? 'border-red-600' : 'border-gray-400 focus:border-primary'}`}
          {...errorProps(noteErrorId, errors.note?.message)}
          {...register('note')}
        />
        <FieldError id={noteErrorId} message={errors.note?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className="btn-outline">{t('keep')}</Dialog.Close>
        <button
          type="submit"
          className="btn-primary bg-red-700 hover:bg-red-800 disabled:opacity-60"
          disabled={isSubmitting}
        >
          {isSubmitting ? t('sending') : mode === 'cancel' ? t('confirmCancel') : t('confirmRequest')}
        </button>
      </div>
    </form>
  );
}

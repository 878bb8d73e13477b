'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SavedReview,
  type TripReview,
  translateValidationMessage,
  tripReviewSchema,
} from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLang } from '@/i18n/use-lang';
import { localizeDigits } from '@/lib/format';
import { refusalText } from '@/lib/refusal-text';
import { notify } from '@/lib/toast';
import { sendTripReview } from './ride-api';

const ratings = [1, 2, 3, 4, 5] as const;

/** Rates the driver of a completed trip, 1–5 stars and an optional comment, validated as the API does. */
export function TripReviewForm({
  tripId,
  onReviewed,
  onRefused,
}: {
  tripId: number;
  onReviewed: (review: SavedReview) => void;
  onRefused: () => void;
}) {
  const t = useTranslations('ride.review');
  const lang = useLang();
  const id = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof tripReviewSchema>, unknown, TripReview>({
    resolver: zodResolver(tripReviewSchema),
    defaultValues: { comment: '' },
  });

  const submit = async (body: TripReview) => {
    setAlert(null);
    const result = await sendTripReview(tripId, { ...body, comment: body.comment || undefined }, lang);
    if (result.ok && result.data) {
      notify(result, lang);
      onReviewed(result.data.review);
      return;
    }
    const fieldErrors = result.status === 422 ? result.errors : undefined;
    if (fieldErrors?.rating?.[0])
      setError('rating', { message: fieldErrors.rating[0] }, { shouldFocus: true });
    else if (fieldErrors?.comment?.[0]) setError('comment', { message: fieldErrors.comment[0] });
    else setAlert(refusalText(result, lang));
    if (result.status === 401) notify(result, lang);
    if (result.status === 400) onRefused();
  };

  const ratingError = errors.rating?.message;
  const commentError = errors.comment?.message;
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-lg">
        {t('title')}
      </h3>
      {alert && (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
        >
          {alert}
        </p>
      )}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
            <legend className="mb-2 font-semibold">{t('ratingLegend')}</legend>
            <div className="flex flex-wrap gap-2">
              {ratings.map((n) => (
                <label key={n} className="choice-pill gap-1">
                  <input
                    ref={n === 1 ? field.ref : undefined}
                    type="radio"
                    name={`${id}-rating`}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    onBlur={field.onBlur}
                    aria-invalid={ratingError ? true : undefined}
                    className="sr-only"
                  />
                  <span aria-hidden="true">★</span>
                  {t('stars', { count: n, value: localizeDigits(n, lang) })}
                </label>
              ))}
            </div>
            {ratingError && (
              <p id={`${id}-rating-error`} className="mt-1 font-medium text-red-800">
                {translateValidationMessage(ratingError, lang)}
              </p>
            )}
          </fieldset>
        )}
      />
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1 block font-semibold">
          {t('commentLabel')}
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={1000}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          className="block w-full rounded-lg border border-gray-400 px-3 py-2 focus:border-primary"
          {...register('comment')}
        />
        {commentError && (
          <p id={`${id}-comment-error`} className="mt-1 font-medium text-red-800">
            {translateValidationMessage(commentError, lang)}
          </p>
        )}
      </div>
      <button type="submit" className="btn-primary disabled:opacity-60" disabled={isSubmitting}>
        {t('submit')}
      </button>
    </form>
  );
}

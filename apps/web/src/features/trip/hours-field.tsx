'use client';

import { HOURLY_MAX_HOURS, HOURLY_MIN_HOURS } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorProps, inputClass } from '@/components/field-props';
import { FieldError } from './trip-field-error';
import type { TripFormValues } from './trip-form-values';

const hourChoices = Array.from(
  { length: HOURLY_MAX_HOURS - HOURLY_MIN_HOURS + 1 },
  (_, i) => HOURLY_MIN_HOURS + i,
);

/** How long an hourly trip keeps the car: a select, so only 1–12 can be chosen. */
export function HoursField() {
  const t = useTranslations('chooser');
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<TripFormValues>();
  const error = errors.hours?.message;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('hours')}
      </label>
      <select
        id={id}
        className={inputClass(!!error)}
        {...errorProps(`${id}-error`, error)}
        {...register('hours')}
      >
        {hourChoices.map((hours) => (
          <option key={hours} value={String(hours)}>
            {t('hoursOption', { count: hours })}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

'use client';

import { dhakaIsoDay, MAX_PICKUP_DAYS_AHEAD } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { errorProps, inputClass } from '@/components/field-props';
import { useFormContext } from '@/lib/form';
import { dhakaDateInDays } from './dhaka-date-time';
import { FieldError } from './trip-field-error';
import type { TripFormValues } from './trip-form-values';

const fieldsOf = {
  pickup: { date: 'pickup_date', time: 'pickup_time' },
  return: { date: 'return_date', time: 'return_time' },
} as const;

/**
 * A date and a time in Asia/Dhaka (native inputs: the phone's own pickers). The pair shares one error,
 * kept on the date (the schema judges the instant they make together).
 */
export function DateTimeField({ which }: { which: keyof typeof fieldsOf }) {
  const t = useTranslations('chooser');
  const id = useId();
  const names = fieldsOf[which];
  const {
    register,
    formState: { errors },
  } = useFormContext<TripFormValues>();
  const error = errors[names.date]?.message;
  const errorId = `${id}-error`;
  // Today in Dhaka is known only in the browser; the server renders no minimum rather than a wrong one.
  const [range, setRange] = useState<{ min: string; max?: string }>();
  useEffect(() => {
    const now = new Date();
    // The schema refuses a pickup more than MAX_PICKUP_DAYS_AHEAD away; the picker stops there too.
    setRange({
      min: dhakaIsoDay(now),
      max: which === 'pickup' ? dhakaDateInDays(now, MAX_PICKUP_DAYS_AHEAD) : undefined,
    });
  }, [which]);

  return (
    <fieldset>
      <legend className="sr-only">{which === 'pickup' ? t('pickupWhen') : t('returnWhen')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-date`} className="mb-1 block font-semibold">
            {which === 'pickup' ? t('pickupDate') : t('returnDate')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            min={range?.min}
            max={range?.max}
            className={inputClass(!!error)}
            {...errorProps(errorId, error)}
            {...register(names.date)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className="mb-1 block font-semibold">
            {which === 'pickup' ? t('pickupTime') : t('returnTime')}
          </label>
          <input
            id={`${id}-time`}
            type="time"
            className={inputClass(!!error)}
            {...errorProps(errorId, error)}
            {...register(names.time)}
          />
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

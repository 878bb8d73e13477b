'use client';

import { airports } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { errorProps, inputClass } from '@/components/field-props';
import { useLang } from '@/i18n/use-lang';
import { FieldError } from './trip-field-error';
import type { TripFormValues } from './trip-form-values';

/** The eight airports the airport tab serves (DESIGN.md §6), named in the reader's language. */
export function AirportField() {
  const t = useTranslations('chooser');
  const lang = useLang();
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<TripFormValues>();
  const error = errors.airport_code?.message;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('airport')}
      </label>
      <select
        id={id}
        className={inputClass(!!error)}
        {...errorProps(`${id}-error`, error)}
        {...register('airport_code')}
      >
        <option value="">{t('chooseAirport')}</option>
        {airports.map((airport) => (
          <option key={airport.code} value={airport.code}>
            {lang === 'bn'
              ? `${airport.name_bn} (${airport.city_bn})`
              : `${airport.name_en} (${airport.city_en})`}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

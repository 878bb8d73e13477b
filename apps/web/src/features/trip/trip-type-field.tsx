'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from '@/lib/form';
import type { TripFormValues } from './trip-form-values';
import { type TripCategory, tripTypesOf } from './trip-types';

/** The trip types of one tab as radio pills. */
export function TripTypeField({ category }: { category: TripCategory }) {
  const t = useTranslations('chooser');
  const { register } = useFormContext<TripFormValues>();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('tripType')}</legend>
      <div className="flex flex-wrap gap-2">
        {tripTypesOf[category].map((type) => (
          <label key={type} className="choice-pill">
            <input type="radio" value={type} className="sr-only" {...register('trip_type', type)} />
            {t(`tripTypes.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

'use client';

import { type FareEstimateView, formatTaka } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useLang } from '@/i18n/use-lang';
import { apiAssetUrl } from '@/lib/api-client';
import { useFormContext } from '@/lib/form';
import { localizeDigits } from '@/lib/format';
import type { CarOption } from './car-option';
import { FieldError } from './trip-field-error';
import type { TripFormValues } from './trip-form-values';

/**
 * The car type radio cards (SPEC.md §2: seat labels 4, 7, 8, 11). With estimates, each card also shows
 * its fare range; the range is the radio's description, so its name stays "Noah 7 seats".
 */
export function CarTypeOptions({
  cars,
  estimates,
}: {
  cars: CarOption[];
  estimates?: ReadonlyMap<string, FareEstimateView> | null;
}) {
  const t = useTranslations('chooser');
  const lang = useLang();
  const { apiUrl } = useRuntimeConfig();
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<TripFormValues>();
  const error = errors.car_type?.message;

  if (cars.length === 0) return <p className="text-gray-700">{t('noCars')}</p>;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t('carType')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {cars.map((car) => {
          const estimate = estimates?.get(car.key);
          const fareId = `${id}-${car.key}-fare`;
          return (
            <label key={car.key} className="choice-card">
              <input
                type="radio"
                value={car.key}
                className="sr-only"
                aria-describedby={
                  [estimates ? fareId : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
                  undefined
                }
                aria-invalid={error ? true : undefined}
                {...register('car_type', car.key)}
              />
              {car.image && (
                // biome-ignore lint/performance/noImgElement: served by the API host, known only at runtime
                <img
                  src={apiAssetUrl(car.image, apiUrl)}
                  alt=""
                  width={120}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto h-14 w-auto object-contain"
                />
              )}
              <span className="block font-semibold">{lang === 'bn' ? car.name_bn : car.name_en}</span>{' '}
              <span className="block text-gray-700 text-sm">
                {t('seats', { count: localizeDigits(car.seats, lang) })}
              </span>
              {estimates && (
                // Read as the radio's description, not as part of its name.
                <span
                  id={fareId}
                  aria-hidden="true"
                  className="mt-1 block font-semibold text-primary-darker text-sm"
                >
                  {estimate
                    ? t('fareRange', {
                        min: formatTaka(estimate.min, lang),
                        max: formatTaka(estimate.max, lang),
                      })
                    : t('fareUnavailable')}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

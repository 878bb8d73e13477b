'use client';

import { formatTaka } from '@pothik/domain';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useLang } from '@/i18n/use-lang';
import { useFormContext, useWatch } from '@/lib/form';
import { describeFailure, useServerMessages } from '@/lib/use-server-messages';
import type { CarOption } from './car-option';
import { isFareRequestComplete } from './fare-request-complete';
import type { TripFormValues } from './trip-form-values';
import { fareEstimateBody } from './trip-request-body';
import { fareRequestKey, useFareEstimates } from './use-fare-estimates';

/**
 * The chosen car type's estimated range beside the own-offer field, so the passenger can offer a
 * sensible amount. It is asked for again whenever an entry that prices the trip changes (trip type,
 * places, airport, hours); choosing another car type only picks another range from the same answer.
 * `id` lets the offer input name it as its description.
 */
export function ChosenCarFare({ id, cars }: { id: string; cars: CarOption[] }) {
  const t = useTranslations('tripRequest');
  const lang = useLang();
  const { control } = useFormContext<TripFormValues>();
  const values = useWatch({ control }) as TripFormValues;
  const { state, request } = useFareEstimates(lang);

  const key = fareRequestKey(fareEstimateBody(values));
  // Half-filled entries would only be refused by the server: wait until they price a trip.
  const isComplete = isFareRequestComplete(JSON.parse(key));
  const ask = () => request(JSON.parse(key));

  // The key is the body as text, so the request follows the entries and not each new object.
  useEffect(() => {
    if (isComplete) void request(JSON.parse(key));
  }, [isComplete, key, request]);

  const car = cars.find((c) => c.key === values.car_type);
  const carName = car ? (lang === 'bn' ? car.name_bn : car.name_en) : values.car_type;
  const isCurrent = state.status !== 'idle' && state.key === key;
  const failure = isComplete && isCurrent && state.status === 'error' ? state.failure : null;
  const messages = useServerMessages(failure !== null);

  let text: string;
  if (!isComplete) text = t('fareEstimateNeedsTrip');
  else if (isCurrent && state.status === 'done') {
    const estimate = state.data.estimates.find((e) => e.car_type === values.car_type);
    text = estimate
      ? t('fareEstimate', {
          car: carName,
          min: formatTaka(estimate.min, lang),
          max: formatTaka(estimate.max, lang),
        })
      : t('fareEstimateNone', { car: carName });
  } else if (failure) {
    text = [t('fareEstimateFailed'), describeFailure(messages, failure, lang)].filter(Boolean).join(' ');
  } else text = t('fareEstimateLoading', { car: carName });

  return (
    <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <p
        id={id}
        role="status"
        className={failure ? 'font-medium text-red-800' : 'font-semibold text-primary-darker'}
      >
        {text}
      </p>
      {failure && (
        <button type="button" onClick={ask} className="btn-outline text-sm">
          {t('fareEstimateRetry')}
        </button>
      )}
    </div>
  );
}

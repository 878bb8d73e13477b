'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { errorProps, inputClass } from '@/components/field-props';
import { useFormContext } from '@/lib/form';
import type { CarOption } from './car-option';
import { ChosenCarFare } from './chosen-car-fare';
import { RequestFareGuidance } from './request-fare-guidance';
import { FieldError } from './trip-field-error';
import type { TripFormValues } from './trip-form-values';
import type { TripCategory } from './trip-types';

/**
 * The request page's optional entries: the passenger's own offer (with the chosen car's estimated fare
 * to go by), the flight (airport trips), a note.
 */
export function OfferFields({ category, cars }: { category: TripCategory; cars: CarOption[] }) {
  const t = useTranslations('tripRequest');
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<TripFormValues>();
  const ids = (name: string) => ({
    field: `${id}-${name}`,
    hint: `${id}-${name}-hint`,
    error: `${id}-${name}-error`,
  });
  const offer = ids('offer');
  const estimateId = `${id}-offer-estimate`;
  const flight = ids('flight');
  const note = ids('note');

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={offer.field} className="mb-1 block font-semibold">
          {t('offer')}
        </label>
        <ChosenCarFare id={estimateId} cars={cars} />
        <RequestFareGuidance />
        <div className="relative max-w-xs">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-gray-700"
          >
            ৳
          </span>
          <input
            id={offer.field}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={`${inputClass(!!errors.bid_amount)} ps-8`}
            {...errorProps(offer.error, errors.bid_amount?.message, `${estimateId} ${offer.hint}`)}
            {...register('bid_amount')}
          />
        </div>
        <p id={offer.hint} className="mt-1 text-gray-700 text-sm">
          {t('offerHint')}
        </p>
        <FieldError id={offer.error} message={errors.bid_amount?.message} />
      </div>
      {category === 'airport_rental' && (
        <div>
          <label htmlFor={flight.field} className="mb-1 block font-semibold">
            {t('flightNumber')}
          </label>
          <input
            id={flight.field}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={10}
            className={`${inputClass(!!errors.flight_number)} max-w-xs`}
            {...errorProps(flight.error, errors.flight_number?.message, flight.hint)}
            {...register('flight_number')}
          />
          <p id={flight.hint} className="mt-1 text-gray-700 text-sm">
            {t('flightNumberHint')}
          </p>
          <FieldError id={flight.error} message={errors.flight_number?.message} />
        </div>
      )}
      <div>
        <label htmlFor={note.field} className="mb-1 block font-semibold">
          {t('note')}
        </label>
        <textarea
          id={note.field}
          rows={3}
          maxLength={500}
          className={inputClass(!!errors.note)}
          {...errorProps(note.error, errors.note?.message, note.hint)}
          {...register('note')}
        />
        <p id={note.hint} className="mt-1 text-gray-700 text-sm">
          {t('noteHint')}
        </p>
        <FieldError id={note.error} message={errors.note?.message} />
      </div>
    </div>
  );
}

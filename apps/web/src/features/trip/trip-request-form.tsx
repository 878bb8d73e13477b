'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useLoginDialog } from '@/features/auth';
import { readDetailsState, saveDetailsState } from '@/lib/details-state';
import { FormProvider, useForm } from '@/lib/form';
import type { CarOption } from './car-option';
import { CarTypeOptions } from './car-type-options';
import { focusFirstField } from './focus-first-field';
import { FormProblems } from './form-problems';
import { OfferFields } from './offer-fields';
import { RequestRouteMap } from './request-route-map';
import { TripFields } from './trip-fields';
import { toTripFormErrors, tripFormResolver } from './trip-form-errors';
import { initialTripForm, type TripFormField, type TripFormValues, toTripDetails } from './trip-form-values';
import { tripRequestBody } from './trip-request-body';
import type { TripCategory } from './trip-types';
import { useRevalidateOnChange } from './use-revalidate-on-change';
import { useSubmitTripRequest } from './use-submit-trip-request';

export type TripSelection = { trip_type?: string | string[]; car_type?: string | string[] };

/**
 * The full trip request (DESIGN.md §5): the chooser's entries (restored from `detailsState` after the
 * login, else from the link's query), the passenger's own offer and a note. Checked with the domain
 * schema before sending; the server's field errors show beside the same fields.
 */
export function TripRequestForm({
  category,
  cars,
  selection,
}: {
  category: TripCategory;
  cars: CarOption[];
  selection: TripSelection;
}) {
  const t = useTranslations('tripRequest');
  const { openLogin } = useLoginDialog();
  const formRef = useRef<HTMLFormElement>(null);
  // Rendered in the browser only (behind AuthGate), so storage and the clock can be read at once.
  const [initial] = useState(() => initialTripForm(category, readDetailsState(), selection, new Date()));
  const form = useForm<TripFormValues>({
    defaultValues: initial,
    resolver: tripFormResolver,
  });
  const { handleSubmit, setError, formState, watch } = form;
  useRevalidateOnChange(form);
  // "Change trip" leads back to the home chooser, which refills itself from `detailsState`: what was
  // changed here goes back with it.
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      // Only an entry's change: form-state updates (such as the submit that clears storage) save nothing.
      if (name) saveDetailsState(toTripDetails(values as TripFormValues));
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  const { submit, isSending } = useSubmitTripRequest();
  const [problems, setProblems] = useState<string[]>([]);

  const send = handleSubmit(
    async (values) => {
      setProblems([]);
      const outcome = await submit(category, tripRequestBody(values));
      if (outcome.kind === 'invalid') {
        const { fields, general } = toTripFormErrors(outcome.errors);
        const names = Object.keys(fields) as TripFormField[];
        for (const name of names) setError(name, { type: 'server', message: fields[name] });
        setProblems(general);
        focusFirstField(formRef.current, names);
      } else if (outcome.kind === 'unauthorized') {
        // The session ended on the server: log in again here, with the entries kept.
        openLogin({
          returnTo: `${window.location.pathname}${window.location.search}`,
          detailsState: toTripDetails(values),
        });
      }
    },
    (errors) => focusFirstField(formRef.current, Object.keys(errors)),
  );

  const isBusy = isSending || formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={send} className="max-w-3xl space-y-6" aria-busy={isBusy}>
        <TripFields category={category} />
        <RequestRouteMap />
        <CarTypeOptions cars={cars} />
        <OfferFields category={category} cars={cars} />
        <FormProblems messages={problems} />
        <button type="submit" disabled={isBusy} className="btn-primary w-full disabled:opacity-70 sm:w-auto">
          {isBusy ? t('sending') : t('submit')}
        </button>
      </form>
    </FormProvider>
  );
}

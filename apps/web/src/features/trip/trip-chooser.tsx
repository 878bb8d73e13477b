'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Tabs } from '@/components/tabs';
import { useLoginDialog, useStoredSession } from '@/features/auth';
import type { PlaceValue } from '@/features/places';
import { useLang } from '@/i18n/use-lang';
import { readDetailsState, saveDetailsState } from '@/lib/details-state';
import { FormProvider, useForm, useWatch } from '@/lib/form';
import type { CarOption } from './car-option';
import { CarTypeOptions } from './car-type-options';
import { defaultPickupInputs, defaultReturnInputs } from './dhaka-date-time';
import { FareEstimateStatus } from './fare-estimate-status';
import { focusFirstField } from './focus-first-field';
import { TripFields } from './trip-fields';
import { tripFormResolver } from './trip-form-errors';
import { emptyTripForm, restoredTripForm, type TripFormValues, toTripDetails } from './trip-form-values';
import { categoryOf, estimateFieldsOf, fareEstimateBody } from './trip-request-body';
import { type TripCategory, tripRequestPaths, tripTypesOf } from './trip-types';
import { fareRequestKey, useFareEstimates } from './use-fare-estimates';
import { useRevalidateOnChange } from './use-revalidate-on-change';

const tabClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-semibold text-gray-700 hover:text-primary-dark data-[state=active]:bg-primary data-[state=active]:text-white';

// The server renders the form without dates (its clock and the visitor's would disagree at hydration)
// and without the visitor's saved entries (storage is the browser's); both are filled in once mounted.
const serverDefaults: TripFormValues = {
  ...emptyTripForm('car_rental', new Date(0)),
  pickup_date: '',
  pickup_time: '',
  return_date: '',
  return_time: '',
};

/**
 * The home trip chooser (SPEC.md §2): Car Rental / Airport Rental tabs with their trip types, places,
 * pickup time and car types. Get Fare shows every car type's estimate at once, no login needed; Continue
 * carries the entries to the request page, through the login dialog when logged out (SPEC.md §4).
 * Entries saved as `detailsState` come back once mounted, so a passenger back from the request page
 * ("Change trip") changes one thing and goes on.
 */
export function TripChooser({
  cars,
  carsError,
  initialDropoff = null,
  onReady,
}: {
  cars: CarOption[] | null;
  carsError?: ReactNode;
  /** A drop-off the link named ("Book a car there" on a blog's place): a car rental trip to it. */
  initialDropoff?: PlaceValue | null;
  /** Called once mounted (hydrated), after the entries are filled in (trip-chooser-island.tsx). */
  onReady?: () => void;
}) {
  const t = useTranslations('chooser');
  const lang = useLang();
  const router = useRouter();
  const session = useStoredSession();
  const { openLogin } = useLoginDialog();
  const formRef = useRef<HTMLFormElement>(null);
  const [category, setCategory] = useState<TripCategory>('car_rental');
  const lastTripType = useRef<Record<TripCategory, TripFormValues['trip_type']>>({
    car_rental: tripTypesOf.car_rental[0]!,
    airport_rental: tripTypesOf.airport_rental[0]!,
  });
  const form = useForm<TripFormValues>({
    defaultValues: serverDefaults,
    resolver: tripFormResolver,
  });
  const { control, getValues, setValue, trigger, getFieldState, handleSubmit, clearErrors, reset } = form;
  useRevalidateOnChange(form);
  const fares = useFareEstimates(lang);

  useEffect(() => {
    if (getValues('pickup_date') || getValues('pickup_time')) return;
    // Back from a request page ("Change trip") or a login left half-way: the entries come back, on
    // their tab, so one can be changed and the trip continued.
    const restored = restoredTripForm(readDetailsState(), new Date());
    if (restored) {
      lastTripType.current[restored.category] = restored.values.trip_type;
      setCategory(restored.category);
      reset(restored.values);
      return;
    }
    const pickup = defaultPickupInputs(new Date());
    const back = defaultReturnInputs(pickup);
    setValue('pickup_date', pickup.date);
    setValue('pickup_time', pickup.time);
    setValue('return_date', back.date);
    setValue('return_time', back.time);
  }, [getValues, setValue, reset]);

  // After the entries above (declared later, runs later): the link's drop-off wins over saved entries,
  // as it is what the visitor just asked for, and needs a car rental trip that has a drop-off.
  const { address: dropoffAddress, lat: dropoffLat, lng: dropoffLng } = initialDropoff ?? {};
  useEffect(() => {
    if (dropoffAddress === undefined || dropoffLat === undefined || dropoffLng === undefined) return;
    setCategory('car_rental');
    const tripType = getValues('trip_type');
    if (tripType !== 'one_way' && tripType !== 'round_way') setValue('trip_type', 'one_way');
    setValue('dropoff', { address: dropoffAddress, lat: dropoffLat, lng: dropoffLng });
  }, [dropoffAddress, dropoffLat, dropoffLng, getValues, setValue]);

  // Declared after the effects above: they have run when it says so.
  const ready = useRef(onReady);
  useEffect(() => ready.current?.(), []);

  const values = useWatch({ control }) as TripFormValues;
  const currentKey = fareRequestKey(fareEstimateBody(values));
  const isCurrent = fares.state.status !== 'idle' && fares.state.key === currentKey;
  const estimates = useMemo(
    () =>
      isCurrent && fares.state.status === 'done'
        ? new Map(fares.state.data.estimates.map((e) => [e.car_type, e]))
        : null,
    [isCurrent, fares.state],
  );

  const switchCategory = (nextCategory: TripCategory) => {
    // A click is reported twice (mouse down, then focus) before re-rendering: the tab the entries are
    // on is read from the form, not from this render's state, so the second report changes nothing.
    const current = categoryOf(getValues());
    setCategory(nextCategory);
    if (nextCategory === current) return;
    lastTripType.current[current] = getValues('trip_type');
    setValue('trip_type', lastTripType.current[nextCategory]);
    clearErrors();
  };

  const getFare = async () => {
    const names = estimateFieldsOf(getValues());
    if (!(await trigger(names))) {
      focusFirstField(
        formRef.current,
        names.filter((name) => getFieldState(name).error),
      );
      return;
    }
    await fares.request(fareEstimateBody(getValues()));
  };

  const continueToRequest = handleSubmit(
    (entries) => {
      const details = toTripDetails(entries);
      const path = tripRequestPaths[details.category];
      if (session.status === 'known' && session.isLoggedIn) {
        saveDetailsState(details);
        router.push(path);
        return;
      }
      // SPEC.md §4: login first, then on to the request page with the entries kept.
      openLogin({ returnTo: path, detailsState: details });
    },
    (errors) => focusFirstField(formRef.current, Object.keys(errors)),
  );

  return (
    <section
      aria-labelledby="trip-chooser-title"
      className="rounded-2xl bg-white p-4 text-ink shadow-lg ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="trip-chooser-title" className="mb-4 font-bold text-xl">
        {t('heading')}
      </h2>
      <FormProvider {...form}>
        <form ref={formRef} noValidate onSubmit={continueToRequest} className="space-y-5">
          <Tabs
            value={category}
            onValueChange={switchCategory}
            label={t('tabsLabel')}
            listClassName="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1"
            triggerClassName={tabClass}
            panelClassName="pt-4"
            items={[
              { value: 'car_rental', label: t('carRental'), panel: <TripFields category="car_rental" /> },
              {
                value: 'airport_rental',
                label: t('airportRental'),
                panel: <TripFields category="airport_rental" />,
              },
            ]}
          />
          {cars ? <CarTypeOptions cars={cars} estimates={estimates} /> : carsError}
          <FareEstimateStatus state={fares.state} isCurrent={isCurrent} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <button type="button" onClick={getFare} className="btn-outline w-full sm:w-auto">
              {t('getFare')}
            </button>
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {t('continue')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}

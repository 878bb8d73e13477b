'use client';

import Form from 'next/form';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import {
  airportTripTypes,
  carRentalTripTypes,
  type TripCategory,
  type TripType,
  tripRequestPaths,
} from './trip-types';

const tabClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 font-semibold text-gray-700 hover:text-primary-dark data-[state=active]:bg-primary data-[state=active]:text-white';

/**
 * The home trip chooser (SPEC.md §2): Car Rental / Airport Rental tabs, the trip types of each and the car
 * types. Get Fare is a plain GET form to the matching trip-request page, carrying trip_type and car_type.
 */
export function TripChooser({ carOptions }: { carOptions: ReactNode }) {
  const t = useTranslations('chooser');
  return (
    <section
      aria-labelledby="trip-chooser-title"
      className="rounded-2xl bg-white p-4 text-ink shadow-lg ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="trip-chooser-title" className="mb-4 font-bold text-xl">
        {t('heading')}
      </h2>
      <Tabs.Root defaultValue="car_rental">
        <Tabs.List aria-label={t('tabsLabel')} className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1">
          <Tabs.Trigger value="car_rental" className={tabClass}>
            {t('carRental')}
          </Tabs.Trigger>
          <Tabs.Trigger value="airport_rental" className={tabClass}>
            {t('airportRental')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="car_rental" className="pt-4">
          <ChooserForm category="car_rental" tripTypes={carRentalTripTypes} carOptions={carOptions} />
        </Tabs.Content>
        <Tabs.Content value="airport_rental" className="pt-4">
          <ChooserForm category="airport_rental" tripTypes={airportTripTypes} carOptions={carOptions} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function ChooserForm({
  category,
  tripTypes,
  carOptions,
}: {
  category: TripCategory;
  tripTypes: readonly TripType[];
  carOptions: ReactNode;
}) {
  const t = useTranslations('chooser');
  return (
    <Form action={tripRequestPaths[category]} className="space-y-5">
      <fieldset>
        <legend className="mb-2 font-semibold">{t('tripType')}</legend>
        <div className="flex flex-wrap gap-2">
          {tripTypes.map((type, index) => (
            <label key={type} className="choice-pill">
              <input
                type="radio"
                name="trip_type"
                value={type}
                defaultChecked={index === 0}
                className="sr-only"
              />
              {t(`tripTypes.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {carOptions}
      <button type="submit" className="btn-primary w-full sm:w-auto">
        {t('getFare')}
      </button>
    </Form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from '@/lib/form';
import { AirportField } from './airport-field';
import { DateTimeField } from './date-time-field';
import { HoursField } from './hours-field';
import { PlaceField } from './place-field';
import type { TripFormValues } from './trip-form-values';
import { TripTypeField } from './trip-type-field';
import type { TripCategory } from './trip-types';

/**
 * The entries every trip needs, per trip type: one way and round way go from a pickup to a drop-off
 * (round way also returns), hourly keeps the car for some hours from a pickup; from the airport ends at
 * the passenger's location, from home starts there. Every trip has a pickup date and time.
 */
export function TripFields({ category }: { category: TripCategory }) {
  const t = useTranslations('chooser');
  const { control } = useFormContext<TripFormValues>();
  const tripType = useWatch({ control, name: 'trip_type' });

  return (
    <div className="space-y-4">
      <TripTypeField category={category} />
      <div className="grid gap-4 md:grid-cols-2">
        {category === 'car_rental' ? (
          <>
            <PlaceField name="pickup" label={t('pickupLocation')} />
            {tripType === 'hourly' ? (
              <HoursField />
            ) : (
              <PlaceField name="dropoff" label={t('dropoffLocation')} canUseMyLocation={false} />
            )}
          </>
        ) : tripType === 'from_airport' ? (
          <>
            <AirportField />
            <PlaceField name="location" label={t('dropoffLocation')} />
          </>
        ) : (
          <>
            <PlaceField name="location" label={t('pickupLocation')} />
            <AirportField />
          </>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <DateTimeField which="pickup" />
        {tripType === 'round_way' && <DateTimeField which="return" />}
      </div>
    </div>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { domainCarOptions } from './car-option';
import { GatedTripRequestForm } from './gated-trip-request-form';
import { getCarTypes } from './get-car-types';
import type { TripSelection } from './trip-request-form';
import type { TripCategory } from './trip-types';

/** /trip/trip-request and /trip/airport-rental-trip-request: logged-in pages with the request form. */
export async function TripRequestPage({
  category,
  selection,
}: {
  category: TripCategory;
  selection: TripSelection;
}) {
  const t = await getTranslations('tripRequest');
  const carTypes = await getCarTypes();
  // Without the API's list the form still works with the domain's car types, only without pictures.
  const cars = carTypes.ok ? carTypes.cars : domainCarOptions;

  return (
    <>
      <PageHeading
        title={category === 'car_rental' ? t('heading') : t('airportHeading')}
        lead={
          <>
            {t('intro')}{' '}
            <Link href="/" className="font-semibold text-primary-dark underline">
              {t('change')}
            </Link>
          </>
        }
      />
      <div className="container-page py-8 md:py-10">
        <AuthGate>
          <GatedTripRequestForm category={category} cars={cars} selection={selection} />
        </AuthGate>
      </div>
    </>
  );
}

import { carTypes, type Lang } from '@pothik/domain';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state';
import { PageHeading } from '@/components/page-heading';
import { getBrandCopy } from '@/config/brand-copy';
import { AuthGate } from '@/features/auth/auth-gate';
import { airportTripTypes, carRentalTripTypes, isTripTypeOf, type TripCategory } from './trip-types';

type Selection = { trip_type?: string | string[]; car_type?: string | string[] };

/** The trip-request pages Get Fare leads to; the booking form itself arrives with the trip issue. */
export async function TripRequestPage({
  category,
  selection,
}: {
  category: TripCategory;
  selection: Selection;
}) {
  const t = await getTranslations('tripRequest');
  const tc = await getTranslations('chooser');
  const copy = await getBrandCopy();
  const allowed = category === 'car_rental' ? carRentalTripTypes : airportTripTypes;
  const tripType = isTripTypeOf(allowed, selection.trip_type) ? selection.trip_type : null;
  const car = carTypes.find((c) => c.key === selection.car_type);

  return (
    <>
      <PageHeading title={category === 'car_rental' ? t('heading') : t('airportHeading')} />
      <div className="container-page space-y-6 py-10">
        <AuthGate>
          <div className="space-y-6">
            <p className="text-lg">
              {tripType ? (
                <>
                  <strong>{t('selection')}: </strong>
                  {tc(`tripTypes.${tripType}`)}
                  {car && ` · ${carName(car, copy.lang)}`}
                </>
              ) : (
                t('noSelection')
              )}{' '}
              <Link href="/" className="font-semibold text-primary-dark underline">
                {t('change')}
              </Link>
            </p>
            <EmptyState title={t('emptyTitle')} body={t('emptyBody', { phone: copy.phone })} />
          </div>
        </AuthGate>
      </div>
    </>
  );
}

function carName(car: (typeof carTypes)[number], lang: Lang): string {
  return lang === 'bn' ? car.name_bn : car.name_en;
}

import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { OngoingTripsSection } from '@/features/my-trips/ongoing-trips-section';
import { MyTripsTabs } from './my-trips-tabs';

/** /trip/my-trips: the passenger's trips by tab; the token is the browser's, so they load there. */
export async function MyTripsPage() {
  const t = await getTranslations('myTrips');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-8 md:py-10">
        <AuthGate>
          <OngoingTripsSection className="mb-10" />
          {/* The tabs read the URL query, which is only known in the browser for a static page. */}
          <Suspense fallback={<div className="min-h-32" aria-hidden="true" />}>
            <MyTripsTabs />
          </Suspense>
        </AuthGate>
      </div>
    </>
  );
}

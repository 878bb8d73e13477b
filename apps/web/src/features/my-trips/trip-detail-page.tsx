import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { GatedTripDetail } from './gated-trip-detail';

/**
 * /trip/my-trips/[id]: one trip, loaded in the browser with the tab's token; its live part (bids,
 * then the ride) follows it in real time.
 */
export async function TripDetailPage({ tripId }: { tripId: string }) {
  const t = await getTranslations('tripDetail');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-8 md:py-10">
        <AuthGate>
          <GatedTripDetail tripId={tripId} />
        </AuthGate>
      </div>
    </>
  );
}

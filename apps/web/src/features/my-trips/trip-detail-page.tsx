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
      {/* A screen's height kept for the trip from the first paint: it comes in steps once the browser
          knows the login (its code, then the trip), and the footer waits below the fold instead of
          jumping down at each step. */}
      <div className="container-page min-h-dvh py-8 md:py-10">
        <AuthGate>
          <GatedTripDetail tripId={tripId} />
        </AuthGate>
      </div>
    </>
  );
}

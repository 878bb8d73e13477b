import type { TripDetail } from '@pothik/domain';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { GatedTripDetail, RenderedTripDetail } from './gated-trip-detail';

/**
 * /trip/my-trips/[id]: one trip; its live part (bids, then the ride) follows it in real time. Rendered
 * with the trip when the web server could read it with the passenger's token (`initial`, ADR 0024);
 * otherwise loaded in the browser with the tab's token.
 */
export async function TripDetailPage({ tripId, initial }: { tripId: string; initial: TripDetail | null }) {
  const t = await getTranslations('tripDetail');
  return (
    <>
      <PageHeading title={t('heading')} />
      {/* A screen's height kept for the trip from the first paint: without the server's copy it comes in
          steps once the browser knows the login (its code, then the trip), and the footer waits below the
          fold instead of jumping down at each step. */}
      <div className="container-page min-h-dvh py-8 md:py-10">
        {initial ? (
          <AuthGate isLoggedInOnServer>
            <RenderedTripDetail tripId={tripId} initial={initial} />
          </AuthGate>
        ) : (
          <AuthGate>
            <GatedTripDetail tripId={tripId} />
          </AuthGate>
        )}
      </div>
    </>
  );
}

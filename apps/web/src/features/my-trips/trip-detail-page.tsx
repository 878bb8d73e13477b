import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth';
import { TripDetail } from './trip-detail';
import { TripLiveSection } from './trip-live-section';

/**
 * /trip/my-trips/[id]: one trip, loaded in the browser with the tab's token; its live part (bids,
 * then the ride) follows it in real time.
 */
export async function TripDetailPage({ tripId, liveSlot }: { tripId: string; liveSlot?: ReactNode }) {
  const t = await getTranslations('tripDetail');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-8 md:py-10">
        <AuthGate>
          <TripDetail tripId={tripId} liveSlot={liveSlot ?? <TripLiveSection />} />
        </AuthGate>
      </div>
    </>
  );
}

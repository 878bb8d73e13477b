import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/page-heading';
import { AuthGate } from '@/features/auth/auth-gate';
import { TripDetail } from './trip-detail';

/** /trip/my-trips/[id]: one trip, loaded in the browser with the stored token. */
export async function TripDetailPage({ tripId, liveSlot }: { tripId: string; liveSlot?: ReactNode }) {
  const t = await getTranslations('tripDetail');
  return (
    <>
      <PageHeading title={t('heading')} />
      <div className="container-page py-8 md:py-10">
        <AuthGate>
          <TripDetail tripId={tripId} liveSlot={liveSlot} />
        </AuthGate>
      </div>
    </>
  );
}

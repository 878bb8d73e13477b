'use client';

import type { TripDetail as TripDetailData } from '@pothik/domain';
import { TripDetail } from './trip-detail';
import { TripLiveSection } from './trip-live-section';

/** The trip with its live part (bids, then the ride) in the slot TripDetail keeps for it. */
export function LiveTripDetail({ tripId, initial }: { tripId: string; initial?: TripDetailData }) {
  return <TripDetail tripId={tripId} liveSlot={<TripLiveSection />} initial={initial} />;
}

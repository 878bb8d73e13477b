'use client';

import { TripDetail } from './trip-detail';
import { TripLiveSection } from './trip-live-section';

/** The trip with its live part (bids, then the ride) in the slot TripDetail keeps for it. */
export function LiveTripDetail({ tripId }: { tripId: string }) {
  return <TripDetail tripId={tripId} liveSlot={<TripLiveSection />} />;
}

'use client';

import type { TripStatus } from '@pothik/domain';
import { useEffect, useRef } from 'react';
import { LiveBids, useBidList } from '@/features/bids';
import { useTripLive } from '@/features/realtime';
import { RidePanel } from '@/features/ride';
import { TripSharePanel } from '@/features/share';
import { useCurrentTrip } from './current-trip';

// Statuses that can still change by someone else's hand (a driver, the team, the clock).
const followedStatuses: readonly TripStatus[] = ['requested', 'confirmed', 'cancel_requested', 'started'];
const rideStatuses: readonly TripStatus[] = ['confirmed', 'cancel_requested', 'started', 'completed'];

/**
 * The trip page's live part: a requested trip's bids, or the booked ride. One realtime connection
 * follows the trip while it can change: bid events reload the bids, trip events the trip; while the
 * socket is down the same reloads run every few seconds.
 */
export function TripLiveSection() {
  const { detail, refresh } = useCurrentTrip();
  const { trip } = detail;
  const isRequested = trip.status === 'requested';
  const bidList = useBidList(trip.id, isRequested, refresh);
  const { connection } = useTripLive(followedStatuses.includes(trip.status) ? trip.id : null, {
    onEvent: (event) => {
      if (event.type === 'trip.updated') void refresh();
      else if (isRequested) void bidList.refresh();
    },
    onSync: () => void (isRequested ? bidList.refresh() : refresh()),
  });
  // Seen with bids on this visit: if the ride panel replaces them, it takes the focus they had.
  const hadBids = useRef(isRequested);
  useEffect(() => {
    if (isRequested) hadBids.current = true;
  }, [isRequested]);

  if (isRequested) {
    return (
      <LiveBids trip={trip} bidList={bidList} connection={connection} onAccepted={() => void refresh()} />
    );
  }
  if (rideStatuses.includes(trip.status)) {
    return (
      <>
        <RidePanel detail={detail} refresh={refresh} focusOnMount={hadBids.current} />
        <TripSharePanel trip={trip} />
      </>
    );
  }
  return null;
}

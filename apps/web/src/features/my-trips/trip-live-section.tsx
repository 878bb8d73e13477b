'use client';

import { acceptsPositions, type TripStatus, type TripView } from '@pothik/domain';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef } from 'react';
import { LiveBids, useBidList } from '@/features/bids';
import { useTripLive } from '@/features/realtime';
import { TripSharePanel } from '@/features/share';
import { useLang } from '@/i18n/use-lang';
import { useHydrated } from '@/lib/use-hydrated';
import { AdvancePayPanel } from './advance-pay-panel';
import { useCurrentTrip } from './current-trip';
import { NoShowReport } from './no-show-report';
import { LivePositionPanel } from './position-panel';
import { useTripPosition } from './trip-position';
import { fetchTripPosition } from './trips-api';

// The booked ride's panel (check-in, its code, the review and its form) loads once the trip is booked:
// a requested trip, the page's first state, shows bids instead and never needs it.
const RidePanel = dynamic(() => import('@/features/ride').then((m) => m.RidePanel), {
  ssr: false,
  loading: () => <div className="min-h-32" aria-hidden="true" />,
});

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
  const position = useTripPosition();
  const isTracked = isFollowedCar(trip);
  const readPosition = useReadPosition(trip.id, isTracked);
  const { connection } = useTripLive(followedStatuses.includes(trip.status) ? trip.id : null, {
    onEvent: (event) => {
      if (event.type === 'trip.updated') void refresh();
      else if (isRequested) void bidList.refresh();
    },
    onSync: () => {
      void (isRequested ? bidList.refresh() : refresh());
      readPosition();
    },
    onPosition: (point) => position?.add(point),
  });
  // Seen with bids on this visit: if the ride panel replaces them, it takes the focus they had.
  const hadBids = useRef(isRequested);
  // What the browser's clock decides (reporting a no-show, sharing until a day after check-out) waits
  // for hydration: the server's clock may differ from the phone's (ADR 0024).
  const isHydrated = useHydrated();
  useEffect(() => {
    if (isRequested) hadBids.current = true;
  }, [isRequested]);

  if (isRequested) {
    const hold = detail.advance.hold;
    return (
      <>
        {hold && (
          <AdvancePayPanel
            key={hold.lapses_at}
            tripId={trip.id}
            hold={hold}
            onLapsed={() => void refresh()}
          />
        )}
        <LiveBids trip={trip} bidList={bidList} connection={connection} onAccepted={() => void refresh()} />
      </>
    );
  }
  if (rideStatuses.includes(trip.status)) {
    return (
      <>
        {isTracked && <LivePositionPanel trip={trip} points={position?.points ?? []} />}
        <RidePanel detail={detail} refresh={refresh} focusOnMount={hadBids.current} />
        {isHydrated && trip.status === 'confirmed' && <NoShowReport trip={trip} />}
        {isHydrated && <TripSharePanel trip={trip} />}
      </>
    );
  }
  return null;
}

/** The car is followed from the driver's "on my way" to check-out (the domain's acceptsPositions). */
function isFollowedCar(trip: TripView): boolean {
  return acceptsPositions({
    status: trip.status,
    onMyWayAt: trip.on_my_way_at ? new Date(trip.on_my_way_at) : null,
  });
}

/** The car's latest position from the API: the first paint, and after the socket was down (missed points). */
function useReadPosition(tripId: number, isTracked: boolean): () => void {
  const lang = useLang();
  const position = useTripPosition();
  const add = position?.add;
  const read = useCallback(() => {
    if (!isTracked || !add) return;
    void fetchTripPosition(tripId, lang).then((result) => {
      if (result.ok && result.data?.position) add(result.data.position);
    });
  }, [tripId, isTracked, lang, add]);
  useEffect(() => {
    read();
  }, [read]);
  return read;
}

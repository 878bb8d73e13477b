'use client';

import type { PositionView, RealtimeEvent } from '@pothik/domain';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { passengerAccessToken } from '@/lib/session';
import { realtimeUrl } from './realtime-url';
import { renewSession } from './renew-session';
import { useSocketFactory } from './socket-factory';
import { type LiveConnection, startTripLive } from './trip-live-client';

export type TripLiveHandlers = {
  onEvent: (event: RealtimeEvent) => void;
  /** Refetch what is shown: polls while the socket is down, and catching up after it comes back. */
  onSync: () => void;
  /** Where the booked car is now (DESIGN.md §15), from "on my way" to check-out. */
  onPosition?: (position: PositionView) => void;
};

/**
 * Follows a trip in real time while the component is mounted; `tripId` null follows nothing (a trip
 * that can no longer change). The handlers may change on every render.
 */
export function useTripLive(
  tripId: number | null,
  handlers: TripLiveHandlers,
): { connection: LiveConnection } {
  const { apiUrl } = useRuntimeConfig();
  const createSocket = useSocketFactory();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (tripId === null) return;
    const client = startTripLive({
      url: realtimeUrl(apiUrl, { tripId }),
      tripId,
      createSocket,
      readToken: passengerAccessToken,
      renewSession,
      onEvent: (event) => latest.current.onEvent(event),
      onSync: () => latest.current.onSync(),
      onConnectionChange: setConnection,
      onMessage: (message) => {
        if (message.type === 'position') latest.current.onPosition?.(message.data);
      },
    });
    return () => client.stop();
  }, [tripId, apiUrl, createSocket]);

  return { connection };
}

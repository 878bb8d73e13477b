'use client';

import type { RealtimeEvent } from '@pothik/domain';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { type LiveConnection, useSocketFactory } from '@/features/realtime';
import { checkDriverSession } from '../session/check-driver-session';
import { driverSession } from '../session/driver-session';

export type DriverLiveHandlers = { onEvent: (event: RealtimeEvent) => void; onSync: () => void };

type Hub = { connection: LiveConnection; listeners: Set<{ current: DriverLiveHandlers }> };

const DriverLiveContext = createContext<Hub | null>(null);

/**
 * One socket for the whole driver app while a driver is logged in: subscribed to open trips of their
 * car type, it also carries the events of their own bids and booked trips (the hub sends those to a
 * driver's every socket). Pages listen through useDriverLive; while it is down they poll.
 */
export function DriverLiveProvider({ isLoggedIn, children }: { isLoggedIn: boolean; children: ReactNode }) {
  const { apiUrl } = useRuntimeConfig();
  const createSocket = useSocketFactory();
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const [listeners] = useState(() => new Set<{ current: DriverLiveHandlers }>());

  useEffect(() => {
    if (!isLoggedIn) return;
    // The socket's client (and the schemas it reads messages with) loads with the login, not with the
    // app's first load, which a driver not yet in shares.
    let isCurrent = true;
    let client: { stop(): void } | undefined;
    void import('@/features/realtime').then(({ openTripsTopic, realtimeUrl, startLive }) => {
      if (!isCurrent) return;
      client = startLive({
        url: realtimeUrl(apiUrl),
        topic: openTripsTopic,
        createSocket,
        readToken: driverSession.accessToken,
        renewSession: async () => (await checkDriverSession()).outcome !== 'ended',
        onEvent: (event) => {
          for (const l of listeners) l.current.onEvent(event);
        },
        onSync: () => {
          for (const l of listeners) l.current.onSync();
        },
        onConnectionChange: setConnection,
      });
    });
    return () => {
      isCurrent = false;
      client?.stop();
    };
  }, [isLoggedIn, apiUrl, createSocket, listeners]);

  const hub = useMemo(() => ({ connection, listeners }), [connection, listeners]);
  return <DriverLiveContext value={hub}>{children}</DriverLiveContext>;
}

/** The handlers may change on every render; the latest ones are called. */
export function useDriverLive(handlers: DriverLiveHandlers): LiveConnection {
  const hub = useContext(DriverLiveContext);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!hub) return;
    hub.listeners.add(latest);
    return () => {
      hub.listeners.delete(latest);
    };
  }, [hub]);
  return hub?.connection ?? 'polling';
}

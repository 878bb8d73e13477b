'use client';

import type { RealtimeClientMessageInput, RealtimeEvent } from '@pothik/domain';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import {
  type LiveConnection,
  type ServerMessage,
  type TripLiveClient,
  useSocketFactory,
} from '@/features/realtime';
import { checkDriverSession } from '../session/check-driver-session';
import { driverSession } from '../session/driver-session';

export type DriverLiveHandlers = {
  onEvent: (event: RealtimeEvent) => void;
  onSync: () => void;
  /** `position_accepted` and the position errors, for the location sharing. */
  onMessage?: (message: ServerMessage) => void;
};

type Hub = {
  connection: LiveConnection;
  listeners: Set<{ current: DriverLiveHandlers }>;
  /** Sends on the app's socket while it is live; false when it is not. */
  send: (message: RealtimeClientMessageInput) => boolean;
  /** The trip the socket is routed by (its location is being shared), or none. */
  setRouteTrip: Dispatch<SetStateAction<number | undefined>>;
};

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
  const [routeTrip, setRouteTrip] = useState<number | undefined>(undefined);
  const [listeners] = useState(() => new Set<{ current: DriverLiveHandlers }>());
  const clientRef = useRef<TripLiveClient | undefined>(undefined);

  useEffect(() => {
    if (!isLoggedIn) return;
    // The socket's client (and the schemas it reads messages with) loads with the login, not with the
    // app's first load, which a driver not yet in shares.
    let isCurrent = true;
    let client: TripLiveClient | undefined;
    void import('@/features/realtime').then(({ openTripsTopic, realtimeUrl, startLive }) => {
      if (!isCurrent) return;
      client = startLive({
        url: realtimeUrl(apiUrl, routeTrip === undefined ? undefined : { tripId: routeTrip }),
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
        onMessage: (message) => {
          for (const l of listeners) l.current.onMessage?.(message);
        },
      });
      clientRef.current = client;
    });
    return () => {
      isCurrent = false;
      client?.stop();
      clientRef.current = undefined;
    };
  }, [isLoggedIn, apiUrl, createSocket, listeners, routeTrip]);

  const hub = useMemo(
    () => ({
      connection,
      listeners,
      send: (message: RealtimeClientMessageInput) => clientRef.current?.send(message) ?? false,
      setRouteTrip,
    }),
    [connection, listeners],
  );
  return <DriverLiveContext value={hub}>{children}</DriverLiveContext>;
}

/** Sends on the driver app's socket while it is live; false when it is not (or outside the provider). */
export function useDriverLiveSend(): (message: RealtimeClientMessageInput) => boolean {
  const hub = useContext(DriverLiveContext);
  return hub?.send ?? (() => false);
}

/**
 * While mounted, the app's socket names this trip (it connects again to do so), so the edge sends it to
 * the API process the trip's passenger and share viewers are on and its points stay there (ADR 0026).
 */
export function useDriverLiveRoute(tripId: number) {
  const setRouteTrip = useContext(DriverLiveContext)?.setRouteTrip;
  useEffect(() => {
    if (!setRouteTrip) return;
    setRouteTrip(tripId);
    return () => setRouteTrip((current) => (current === tripId ? undefined : current));
  }, [setRouteTrip, tripId]);
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

'use client';

import { useSyncExternalStore } from 'react';
import { type DriverUser, driverSession } from './driver-session';

export type DriverSessionState =
  | { status: 'unknown' }
  | { status: 'out' }
  | { status: 'in'; user: DriverUser };

/** The stored driver login; unknown while rendering on the server (storage is browser-only). */
export function useDriverSession(): DriverSessionState {
  const snapshot = useSyncExternalStore(driverSession.subscribe, driverSession.snapshot, () => null);
  if (snapshot === null) return { status: 'unknown' };
  const session = driverSession.fromSnapshot(snapshot);
  return session.isLoggedIn ? { status: 'in', user: (session.user ?? {}) as DriverUser } : { status: 'out' };
}

'use client';

import { useSyncExternalStore } from 'react';
import {
  type DriverUser,
  driverFromSnapshot,
  driverSessionSnapshot,
  subscribeToDriverSession,
} from './driver-session';

export type DriverSessionState =
  | { status: 'unknown' }
  | { status: 'out' }
  | { status: 'in'; user: DriverUser };

/** The stored driver login; unknown while rendering on the server (storage is browser-only). */
export function useDriverSession(): DriverSessionState {
  const snapshot = useSyncExternalStore(subscribeToDriverSession, driverSessionSnapshot, () => null);
  if (snapshot === null) return { status: 'unknown' };
  const user = driverFromSnapshot(snapshot);
  return user ? { status: 'in', user } : { status: 'out' };
}

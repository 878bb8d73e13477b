'use client';

import type { PositionView } from '@pothik/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useCarTrail } from '@/features/route-map';

export type TripPosition = {
  /** Newest last; empty until the first point (the API's latest, then the socket's). */
  points: PositionView[];
  add: (position: PositionView) => void;
};

const TripPositionContext = createContext<TripPosition | null>(null);

/** Holds where the booked car is for the trip page: the live section writes, the map and panel read. */
export function TripPositionProvider({ children }: { children: ReactNode }) {
  const { points, add } = useCarTrail<PositionView>();
  const value = useMemo<TripPosition>(() => ({ points, add }), [points, add]);
  return <TripPositionContext value={value}>{children}</TripPositionContext>;
}

/** The car's points, or none outside a trip page (the driver's map). */
export function useTripPosition(): TripPosition | null {
  return useContext(TripPositionContext);
}
